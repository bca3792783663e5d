import TChartCells
import TChartData

/// The view as a machine-readable summary (`tchart render --format json`): the source, the chart
/// set, the window, the Y mode and layout, each visible line's numbers (``WindowStatistics``,
/// a ``Trend`` word), the A/B cursors' numbers (``abSummary``) and the frame's text. Field
/// names are stable and documented in `docs/summary.schema.json`; ``summaryVersion`` changes when one changes meaning or goes.
/// O(screen): each line's numbers come from its pyramid and block sums.
extension ExplorerState {
  /// The `version` field: raised when a field changes meaning or is removed (not when one is
  /// added).
  public static let summaryVersion = 1

  /// Where the data came from, as the summary names it.
  public struct SummarySource: Sendable, Equatable {
    /// `file`, `stdin`, `table` or `sample`.
    public var kind: String
    /// The file name (`-` for standard input, the database file or URL of a table), `nil` for
    /// the bundled sample.
    public var name: String?
    /// The table's name, for a table.
    public var table: String?

    public init(kind: String, name: String?, table: String? = nil) {
      self.kind = kind
      self.name = name
      self.table = table
    }
  }

  /// The summary of the view on this state's screen, with `frame` the frame's text as lines
  /// (see ``summaryFrameLines(size:)``).
  public func summary(source: SummarySource, frame: [String]) -> JSONText {
    let window = windowSamples
    let range = window.lowerBound..<(window.upperBound + 1)
    let chart = chartSet
    let right = Set(yAxesModel.rightAxisLines)
    let lines = windowStatistics.map { line, statistics in
      lineSummary(line: line, statistics: statistics, window: range, onRight: right.contains(line))
    }
    return .object([
      ("version", .int(Self.summaryVersion)),
      (
        "source",
        .object([
          ("kind", .string(source.kind)), ("name", .stringOrNull(source.name)),
          ("table", .stringOrNull(source.table)),
        ])
      ),
      (
        "chart",
        .object([
          ("index", .int(navigation.chartIndex + 1)), ("name", .string(chart.name)),
          ("count", .int(feed.chartSets.count)), ("samples", .int(chart.count)),
          ("x_kind", .string(chart.xKind == .time ? "time" : "number")),
          ("time_zone", .stringOrNull(chart.xKind == .time ? chart.timeZone.label : nil)),
          ("day", .bool(navigation.dayChart != nil)),
        ])
      ),
      (
        "window",
        .object([
          ("first", point(window.lowerBound)), ("last", point(window.upperBound)),
          ("samples", .int(range.count)),
          ("fraction", .array([.number(windowFractions.lower), .number(windowFractions.upper)])),
        ])
      ),
      ("y_mode", .string(yAxesModel.effectiveYScaleMode.rawValue)),
      ("layout", .string(layouts.layoutMode.rawValue)),
      ("lines", .array(lines)),
      ("ab", abSummary),
      ("frame", .array(frame.map { .string($0) })),
    ])
  }

  /// The frame `tchart render` prints as text at `size`, one string per row, without colour.
  public static func summaryFrameLines(state: ExplorerState, size: Size) -> [String] {
    let text = ANSISerializer.serialize(
      ExplorerScreen.render(state: state, size: size), color: false)
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// Sample `index` of the chart set on screen: its index, x (Unix seconds for a time axis) and,
  /// for a time axis, x in ISO 8601 in the shown zone.
  func point(_ index: Int, value: Double? = nil) -> JSONText {
    let chart = chartSet
    let x = chart.xValue(at: index)
    var members: [(String, JSONText)] = [
      ("index", .int(index)), ("x", .number(chart.unixSeconds(x))),
      (
        "time",
        .stringOrNull(
          chart.xKind == .time && x.isFinite ? WindowCSV.isoDate(x, zone: chart.timeZone) : nil)
      ),
    ]
    if let value { members.append(("value", .number(value))) }
    return .object(members)
  }

  /// One visible line's object in ``summary(source:frame:)``.
  func lineSummary(line: Int, statistics: WindowStatistics, window: Range<Int>, onRight: Bool)
    -> JSONText
  {
    let series = chartSet.lines[line]
    func sample(_ sample: WindowStatistics.Sample?) -> JSONText {
      sample.map { point($0.index, value: $0.value) } ?? .null
    }
    let trend = Trend.of(
      chartSet: chartSet, line: line, window: window, min: statistics.min?.value,
      max: statistics.max?.value)
    let change: JSONText =
      statistics.change.map {
        .object([("absolute", .number($0)), ("percent", .numberOrNull(statistics.changePercent))])
      } ?? .null
    return .object([
      ("key", .int(line + 1)), ("name", .string(series.name)),
      // The expression of a derived line (`rate(rx_bytes)`), `null` for a line of the source.
      ("derived", chartSet.isDerived(line: line) ? .string(series.id) : .null),
      ("axis", .string(onRight ? "right" : "left")),
      ("first", sample(statistics.first)), ("last", sample(statistics.last)),
      ("min", sample(statistics.min)), ("max", sample(statistics.max)),
      ("mean", .numberOrNull(statistics.mean)), ("values", .int(statistics.total.values)),
      ("gaps", .int(statistics.total.gaps)),
      ("outside", statistics.outside.map { .int($0) } ?? .null),
      ("change", change), ("trend", .stringOrNull(trend?.rawValue)),
    ])
  }
}
