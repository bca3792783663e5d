import TChartCells
import TChartData
import TChartRender

/// The view as a machine-readable summary (`tchart render --format json`): the source, the chart
/// set, the window, the Y mode and layout, each visible line's numbers (``WindowStatistics``,
/// a ``Trend`` word), the A/B cursors' numbers (``ABModel/summary``) and the frame's text. Field
/// names are stable and documented in `docs/summary.schema.json`; ``version`` changes when one changes meaning or goes.
/// O(screen): each line's numbers come from its pyramid and block sums. A read-only value built
/// from the statistics and A/B models and what the view shows (``ExplorerState/viewSummary``).
public struct ViewSummary {
  /// The `version` field: raised when a field changes meaning or is removed (not when one is
  /// added).
  public static let version = 1

  /// Where the data came from, as the summary names it.
  public struct Source: Sendable, Equatable {
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

  /// The chart set on screen.
  var chartSet: ChartSet
  /// Its place among the chart sets (0-based) and their count.
  var chartIndex: Int, chartSetCount: Int
  /// Whether it is a day chart.
  var isDayChart: Bool
  /// The window's first and last sample.
  var window: ClosedRange<Int>
  /// The window as fractions of the chart set's span.
  var windowFractions: (lower: Double, upper: Double)
  /// The Y-scale mode in effect and the layout, as the summary names them.
  var yMode: String, layout: String
  /// The lines on the right axis.
  var rightLines: [Int]
  /// The window's statistics.
  var statistics: StatisticsModel
  /// The A/B cursors' numbers.
  var ab: ABModel
  /// What the graph area shows (``ExplorerState/viewJSON``).
  var view: JSONText
  /// The category bars, when x is text.
  var categoryBars: CategoryBars?

  /// The summary, with `frame` the frame's text as lines (see ``frameLines(state:size:)``).
  public func json(source: Source, frame: [String]) -> JSONText {
    let range = window.lowerBound..<(window.upperBound + 1)
    let chart = chartSet
    let right = Set(rightLines)
    let lines = statistics.statistics.map { line, statistics in
      lineSummary(line: line, statistics: statistics, window: range, onRight: right.contains(line))
    }
    return .object([
      ("version", .int(Self.version)),
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
          ("index", .int(chartIndex + 1)), ("name", .string(chart.name)),
          ("count", .int(chartSetCount)), ("samples", .int(chart.count)),
          ("x_kind", .string(chart.xKind == .time ? "time" : "number")),
          ("time_zone", .stringOrNull(chart.xKind == .time ? chart.timeZone.label : nil)),
          ("day", .bool(isDayChart)),
        ])
      ),
      (
        "window",
        .object([
          ("first", chart.summaryPoint(window.lowerBound)),
          ("last", chart.summaryPoint(window.upperBound)),
          ("samples", .int(range.count)),
          ("fraction", .array([.number(windowFractions.lower), .number(windowFractions.upper)])),
        ])
      ),
      ("y_mode", .string(yMode)),
      ("layout", .string(layout)),
      ("view", view),
      ("lines", .array(lines)),
      ("ab", ab.summary),
      ("categories", categoriesSummary),
      ("frame", .array(frame.map { .string($0) })),
    ])
  }

  /// The categories in the bars' order (`--sort`), each with its name and its value per
  /// visible line (in the lines' order); `null` when x is not text.
  var categoriesSummary: JSONText {
    guard let bars = categoryBars else { return .null }
    return .array(
      bars.positions.map { category in
        .object([
          ("name", .string(bars.names[category])),
          (
            "values",
            .array(
              bars.lines.map { line in
                .numberOrNull(category < line.values.count ? line.values[category] : nil)
              })
          ),
        ])
      })
  }

  /// The frame `tchart render` prints as text at `size`, one string per row, without colour.
  public static func frameLines(state: ExplorerState, size: Size) -> [String] {
    let text = ANSISerializer.serialize(
      ExplorerScreen.render(state: state, size: size), color: false)
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// One visible line's object in ``json(source:frame:)``.
  func lineSummary(line: Int, statistics: WindowStatistics, window: Range<Int>, onRight: Bool)
    -> JSONText
  {
    let series = chartSet.lines[line]
    func sample(_ sample: WindowStatistics.Sample?) -> JSONText {
      sample.map { chartSet.summaryPoint($0.index, value: $0.value) } ?? .null
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

extension ChartSet {
  /// Sample `index` as the summary writes it: its index, x (Unix seconds for a time axis) and,
  /// for a time axis, x in ISO 8601 in the shown zone; `value` when given.
  func summaryPoint(_ index: Int, value: Double? = nil) -> JSONText {
    let x = xValue(at: index)
    var members: [(String, JSONText)] = [
      ("index", .int(index)), ("x", .number(unixSeconds(x))),
      (
        "time",
        .stringOrNull(
          xKind == .time && x.isFinite ? WindowCSV.isoDate(x, zone: timeZone) : nil)
      ),
    ]
    if let value { members.append(("value", .number(value))) }
    return .object(members)
  }
}

extension ExplorerState {
  /// The summary of the view on this state's screen.
  public var viewSummary: ViewSummary {
    let axes = yAxesModel
    return ViewSummary(
      chartSet: chartSet, chartIndex: navigation.chartIndex, chartSetCount: feed.chartSets.count,
      isDayChart: navigation.dayChart != nil, window: shown.windowSamples,
      windowFractions: shown.windowFractions, yMode: axes.effectiveYScaleMode.rawValue,
      layout: layouts.layoutMode.rawValue, rightLines: axes.rightAxisLines,
      statistics: statisticsModel, ab: abModel, view: viewJSON, categoryBars: categoryBars)
  }
}
