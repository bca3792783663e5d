import TChartData

/// How one line is drawn against the axis of the `index` and `shape` Y modes: its value is
/// `offset + span × axis / 100`, so the graph draws it with the Y range of the axis' range mapped
/// through that (as a two-axis chart draws its right lines), and the data is never transformed.
public struct LineScale: Sendable, Equatable {
  /// The line's value where the axis reads 0.
  public var offset: Double
  /// How much the line's value grows over 100 units of the axis (positive): its first value in
  /// `index`, its range in `shape`.
  public var span: Double

  /// The line's Y range when the axis shows `axis`.
  public func range(forAxis axis: ClosedRange<Double>) -> ClosedRange<Double> {
    (offset + span * axis.lowerBound / 100)...(offset + span * axis.upperBound / 100)
  }

  /// Where `value` of the line reads on the axis (its first value reads exactly 100 in
  /// `index`).
  public func axisValue(of value: Double) -> Double { (value - offset) / span * 100 }
}

/// The Y modes that scale each line (`index`, `shape`; see ``YScaleMode/scalesEachLine``): one
/// axis of percentages, each visible line drawn against it through its own ``LineScale``,
/// worked out from the line's first value and extremes in the window (O(log N) per line from
/// its pyramid). The tooltip, the legend, the statistics and go-to still read the values.
extension YAxesModel {
  /// The scale of each visible line drawn in the `index` or `shape` mode, by line; empty in the
  /// other modes. In `index` a line without a positive first value in the window is left out
  /// (see ``unindexedLines``); a line without a value in the window is left out in both.
  public var lineScales: [Int: LineScale] {
    let mode = effectiveYScaleMode
    guard mode.scalesEachLine else { return [:] }
    var scales: [Int: LineScale] = [:]
    for line in visibleLines {
      guard let extent = windowExtent(of: line) else { continue }
      switch mode {
      case .index:
        guard let base = firstWindowValue(of: line), base > 0, base.isFinite else { continue }
        scales[line] = LineScale(offset: 0, span: base)
      default:
        let height = extent.upper - extent.lower
        // A flat line sits in the middle of the axis.
        scales[line] =
          height > 0
          ? LineScale(offset: extent.lower, span: height)
          : LineScale(offset: extent.lower - 50, span: 100)
      }
    }
    return scales
  }

  /// The axis' extent in the `index` or `shape` mode: the union of the indexed lines'
  /// extents in percent of their first values, or `0…100` of each line's range; `nil` in the
  /// other modes or without a line.
  var perLineExtent: ValueRange? {
    let mode = effectiveYScaleMode
    guard mode.scalesEachLine else { return nil }
    if mode == .shape { return ValueRange(lower: 0, upper: 100) }
    var low = Double.infinity
    var high = -Double.infinity
    for (line, scale) in lineScales {
      guard let extent = windowExtent(of: line) else { continue }
      low = Swift.min(low, scale.axisValue(of: extent.lower))
      high = Swift.max(high, scale.axisValue(of: extent.upper))
    }
    return low <= high ? ValueRange(lower: low, upper: high) : nil
  }

  /// In the `index` mode, the visible lines with a value in the window but no positive first
  /// value there: they cannot be indexed and are not drawn (empty in the other modes).
  public var unindexedLines: [Int] {
    guard effectiveYScaleMode == .index else { return [] }
    let scales = lineScales
    return visibleLines.filter { scales[$0] == nil && windowExtent(of: $0) != nil }
  }

  /// The lines the graph does not draw: the hidden ones and those that cannot be indexed.
  public var undrawnLines: Set<Int> { view.hidden.union(unindexedLines) }

  /// `index: Foo has no positive first value` (`Foo, Bar have…`, `3 lines have…`); `nil` when
  /// every visible line is indexed.
  public var indexNote: String? {
    let lines = unindexedLines
    guard !lines.isEmpty else { return nil }
    let names = lines.map { chartSet.lines[$0].name }
    let subject: String
    switch lines.count {
    case 1: subject = names[0] + " has"
    case 2: subject = names.joined(separator: ", ") + " have"
    default: subject = "\(lines.count) lines have"
    }
    return "index: \(subject) no positive first value"
  }

  /// The extremes of `line` over the window; `nil` without a value there.
  func windowExtent(of line: Int) -> ValueRange? {
    let window = windowSamples
    return chartSet.valueRange(lines: [line], in: window.lowerBound..<(window.upperBound + 1))
  }

  /// The first value of `line` at or after the window's start (the first sample that is not a
  /// gap; O(log N)); `nil` when the window holds none.
  func firstWindowValue(of line: Int) -> Double? {
    let window = windowSamples
    let pyramid = chartSet.lines[line].pyramid
    return pyramid.firstValue(in: window.lowerBound..<(window.upperBound + 1)).map {
      pyramid.values[$0]
    }
  }
}
