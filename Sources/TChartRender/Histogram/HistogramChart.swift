import TChartCells
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The histogram of the window (``WindowHistogram``) drawn into a rectangle: the counts on the
/// left axis, their shares of the values on the right, the edges under the bars. One line fills
/// its bins with eighth blocks; several are overlaid as braille outlines, a staircase each in its
/// line's colour. The mean (`┆`) and the median (`┊`) of the first line are marked in the empty
/// cells above its bars, and the selected bin is shown reversed, with its range, counts and
/// shares in a tooltip.
public struct HistogramChart: Widget, Sendable {
  public var histogram: WindowHistogram
  /// Each line's name and style, in the histogram's order.
  public var names: [String]
  public var styles: [Style]
  public var theme: Theme
  /// The bin shown in the tooltip.
  public var selected: Int?

  public init(
    histogram: WindowHistogram, names: [String], styles: [Style], theme: Theme,
    selected: Int? = nil
  ) {
    self.histogram = histogram
    self.names = names
    self.styles = styles
    self.theme = theme
    self.selected = selected
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    guard buffer.clear(area, style: theme.base), area.width >= 8, area.height >= 3 else { return }
    let layout = HistogramLayout(histogram, area: area)
    YAxis(ticks: layout.ticks, yRange: 0...layout.top, theme: theme)
      .render(into: &buffer, area: layout.leftAxis)
    drawShares(layout, into: &buffer)
    if histogram.lines.count == 1 {
      drawBars(histogram.lines[0], style: styles.first ?? theme.text, layout: layout, into: &buffer)
    } else {
      drawOutlines(layout, into: &buffer)
    }
    drawMarks(layout, into: &buffer)
    drawCentres(layout, into: &buffer)
    if let selected, selected < histogram.bins.count {
      drawSelection(selected, layout: layout, into: &buffer)
    }
  }

  /// The shares' axis: each count tick as a percent of the values.
  private func drawShares(_ layout: HistogramLayout, into buffer: inout ScreenBuffer) {
    let total = histogram.lines.map(\.total).max() ?? 0
    let labels = HistogramLayout.shareLabels(layout.ticks, total: total)
    let axis = YAxis(ticks: layout.ticks, yRange: 0...layout.top, theme: theme)
    for (label, row) in zip(labels, axis.rows(height: layout.rightAxis.height)) {
      guard let row, !label.isEmpty, label.count < layout.rightAxis.width else { continue }
      buffer.write(
        label, x: layout.rightAxis.x + 1, y: layout.rightAxis.y + row, style: theme.axisLabel,
        clip: layout.rightAxis)
    }
  }

  /// One line's bins as eighth-block columns, a blank column between bins three cells wide or
  /// more.
  private func drawBars(
    _ line: WindowHistogram.Line, style: Style, layout: HistogramLayout,
    into buffer: inout ScreenBuffer
  ) {
    let plot = layout.plot
    let eighths = plot.height * 8
    for (bin, count) in line.counts.enumerated() where count > 0 {
      let height = Swift.max(1, Int((Double(count) / layout.top * Double(eighths)).rounded()))
      let columns = layout.columns(ofBin: bin)
      let drawn = layout.binWidth >= 3 ? columns.dropLast() : columns[...]
      for x in drawn where x < plot.maxX {
        for row in 0..<plot.height {
          let filled = Swift.min(8, Swift.max(0, height - row * 8))
          guard filled > 0 else { break }
          buffer[x, plot.maxY - 1 - row] = Cell(Self.eighth(filled), style: style)
        }
      }
    }
  }

  /// `▁`…`█`: the block filling `eighths` of a cell from the bottom.
  static func eighth(_ eighths: Int) -> Unicode.Scalar {
    ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"][Swift.min(Swift.max(eighths, 1), 8) - 1]
  }

  /// Each line's bins as a braille staircase in its colour, the first line on top.
  private func drawOutlines(_ layout: HistogramLayout, into buffer: inout ScreenBuffer) {
    let plot = layout.plot
    var canvas = BrailleCanvas(size: Size(width: plot.width, height: plot.height))
    let dots = plot.height * 4
    func dotY(_ count: Int) -> Int {
      let scaled = Int((Double(count) / layout.top * Double(dots)).rounded())
      return Swift.max(0, dots - 1 - Swift.min(scaled, dots - 1))
    }
    for (layer, line) in histogram.lines.enumerated().reversed() {
      var previous = dots - 1
      for (bin, count) in line.counts.enumerated() {
        let left = (bin * layout.binWidth) * 2
        let right = ((bin + 1) * layout.binWidth) * 2 - 1
        let y = count > 0 ? dotY(count) : dots - 1
        canvas.drawVerticalSpan(
          x: left, from: Swift.min(previous, y), to: Swift.max(previous, y), layer: layer)
        canvas.drawLine(from: (left, y), to: (right, y), layer: layer)
        previous = y
      }
      let end = line.counts.count * layout.binWidth * 2 - 1
      canvas.drawVerticalSpan(x: end, from: previous, to: dots - 1, layer: layer)
    }
    for row in 0..<plot.height {
      for column in 0..<plot.width {
        guard let owner = canvas.owner(column: column, row: row) else { continue }
        buffer[plot.x + column, plot.y + row] = Cell(
          canvas.character(column: column, row: row),
          style: styles.indices.contains(owner) ? styles[owner] : theme.text)
      }
    }
  }

  /// The first line's mean (`┆`) and median (`┊`) in the empty cells of their columns, and
  /// their values in the plot's top row, right-aligned.
  private func drawMarks(_ layout: HistogramLayout, into buffer: inout ScreenBuffer) {
    guard let line = histogram.lines.first, line.total > 0 else { return }
    let edges = histogram.bins.edges
    let span = edges[0]...edges[edges.count - 1]
    var caption: [String] = []
    var pointers: [(x: Int, glyph: Unicode.Scalar)] = []
    for (value, glyph, pointer, name) in [
      (line.median, "┊" as Unicode.Scalar, "▿" as Unicode.Scalar, "median"),
      (line.mean, "┆" as Unicode.Scalar, "▾" as Unicode.Scalar, "mean"),
    ] {
      guard let value else { continue }
      let x = layout.column(of: value, edges: span)
      for y in layout.plot.y..<layout.plot.maxY where buffer[x, y].scalar == " " {
        buffer[x, y] = Cell(glyph, style: theme.axisLabel)
      }
      pointers.append((x, pointer))
      caption.insert(
        "\(pointer) \(name) \(Self.valueText(value, width: histogram.bins.width))", at: 0)
    }
    let row = layout.caption
    guard row.height > 0 else { return }
    // Both values, else the mean alone; at the right end, else at the bars' left: wherever it
    // covers no pointer.
    for text in [caption.joined(separator: "  "), caption.first ?? ""] {
      let width = DisplayWidth.of(text)
      let starts = [row.maxX - width, layout.plot.x]
      if let start = starts.first(where: { start in
        start >= row.x && !pointers.contains { (start..<(start + width)).contains($0.x) }
      }) {
        buffer.write(text, x: start, y: row.y, style: theme.axisLabel, clip: row)
        break
      }
    }
    // The pointers over the bars: the mean's wins where both fall in one column.
    for pointer in pointers {
      buffer[pointer.x, row.y] = Cell(pointer.glyph, style: theme.axisLabel.adding(.bold))
    }
  }

  /// The bins' centres (multiples of their width) under the bars, as many as fit apart.
  private func drawCentres(_ layout: HistogramLayout, into buffer: inout ScreenBuffer) {
    guard layout.xAxis.height > 0 else { return }
    let edges = histogram.bins.edges
    let centres = (0..<histogram.bins.count).map { (edges[$0] + edges[$0 + 1]) / 2 }
    let labels = AxisNumberFormat.labels(centres)
    let widest = labels.map(\.count).max() ?? 1
    let every = Swift.max(1, (widest + 1 + layout.binWidth - 1) / layout.binWidth)
    var free = layout.xAxis.x
    for index in stride(from: 0, to: centres.count, by: every) {
      let label = labels[index]
      let middle = layout.plot.x + index * layout.binWidth + (layout.binWidth - 1) / 2
      let x = Swift.max(layout.xAxis.x, middle - (label.count - 1) / 2)
      let start = Swift.min(x, layout.xAxis.maxX - label.count)
      guard start >= free else { continue }
      buffer.write(label, x: start, y: layout.xAxis.y, style: theme.axisLabel, clip: layout.xAxis)
      free = start + label.count + 1
    }
  }

  /// The selected bin reversed, and its range, counts and shares in a tooltip beside it.
  private func drawSelection(_ bin: Int, layout: HistogramLayout, into buffer: inout ScreenBuffer) {
    let columns = layout.columns(ofBin: bin)
    for x in columns where x < layout.plot.maxX {
      for y in layout.plot.y..<layout.plot.maxY {
        buffer[x, y].style = buffer[x, y].style.adding(.reverse)
      }
    }
    Tooltip(
      title: Self.rangeText(histogram.bins, bin: bin),
      rows: histogram.lines.enumerated().map { offset, line in
        Tooltip.Row(
          mark: styles.indices.contains(offset) ? styles[offset] : theme.text,
          name: names.indices.contains(offset) ? names[offset] : "",
          value: Self.countText(line, bin: bin))
      },
      anchor: columns.lowerBound + layout.binWidth / 2, theme: theme
    ).render(into: &buffer, area: layout.plot)
  }

  /// `value` written a digit finer than bins `width` wide (`10.03` for bins 0.2 wide).
  public static func valueText(_ value: Double, width: Double) -> String {
    let decimals = Swift.min(12, Swift.max(0, 1 - Int(log10(width).rounded(.down))))
    return ReadableNumber.text(value, decimals: decimals)
  }

  /// `[9.5, 10)` (the last bin `[…, …]`, closed).
  public static func rangeText(_ bins: HistogramBins, bin: Int) -> String {
    let edges = AxisNumberFormat.labels([bins.edges[bin], bins.edges[bin + 1]])
    return "[\(edges[0]), \(edges[1])" + (bin == bins.count - 1 ? "]" : ")")
  }

  /// `19,143 · 19.1%`.
  public static func countText(_ line: WindowHistogram.Line, bin: Int) -> String {
    let count = line.counts.indices.contains(bin) ? line.counts[bin] : 0
    let share = line.total > 0 ? 100 * Double(count) / Double(line.total) : 0
    return NumberFormat.grouped(Double(count)) + " · " + NumberFormat.fixed(share, decimals: 1)
      + "%"
  }
}
