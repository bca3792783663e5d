import Synchronization
import TChartData
import TChartHTTP
import TChartJSON
import TChartSources

/// PromQL queries on a Prometheus server as a chart set's series (``SQLSeriesBackend``, the
/// seam the explorer's tables use): each series of each query is a line; a frame request is,
/// per PromQL query, one range query at the window's dot columns (``PrometheusColumnPlan``'s
/// three parts joined by ``PrometheusColumnPlan/combined(_:range:)``) and an instant query per
/// edge half column: each column's smallest, largest and last value, so a one-sample spike
/// shows at every zoom. The span is the last `since` seconds before the moment the
/// source is described. Synchronous: the explorer calls it on a background thread, `tchart
/// render` directly.
public final class PrometheusBackend: SQLSeriesBackend {
  /// What the backend draws.
  public struct Options: Sendable, Equatable {
    /// The PromQL queries, one or more.
    public var queries: [String]
    /// How far back the span reaches, in seconds.
    public var since: Double
    /// The time limit of one request, in seconds.
    public var timeout: Double

    public init(queries: [String], since: Double = 3600, timeout: Double = 10) {
      self.queries = queries
      self.since = since
      self.timeout = timeout
    }
  }

  /// One line: the query it comes from and the series' labels.
  public struct Line: Sendable, Equatable {
    public var query: Int
    public var labels: [PrometheusAnswer.Label]
    /// The labels without `__name__`, sorted: how answers find the line.
    var key: [PrometheusAnswer.Label]
  }

  public let location: PrometheusLocation
  public let options: Options
  let client: HTTPClient
  let clock: @Sendable () -> Double
  struct Described {
    var description: SourceDescription
    var lines: [Line]
  }
  private let described = Mutex<Described?>(nil)
  private let fetched = Mutex(0)

  /// `clock` gives the current time in Unix seconds (the span ends there when described);
  /// `limits` bound each answer and all of them.
  public init(
    location: PrometheusLocation, endpoint: HTTPEndpoint,
    authorization: HTTPAuthorization = .none, options: Options,
    limits: HTTPLimits = HTTPLimits(), clock: @escaping @Sendable () -> Double
  ) {
    self.location = location
    self.options = options
    self.clock = clock
    client = HTTPClient(endpoint: endpoint, authorization: authorization, limits: limits)
  }

  /// The bytes of the answers read so far (for tests and the benchmark).
  public var bytesFetched: Int { fetched.withLock { $0 } }

  public func cancel() { client.cancel() }

  /// The lines with their full label sets (after ``describe()``).
  public var lines: [Line] { described.withLock { $0?.lines ?? [] } }

  // MARK: describe

  /// The lines are the series the queries give over the span at 512 columns; the first and
  /// last rows stand at the span's ends.
  public func describe() throws(SourceError) -> SourceDescription {
    if let held = described.withLock({ $0 }) { return held.description }
    let end = (clock() * 1000).rounded(.down) / 1000
    let start = end - max(1, options.since)
    let plan = PrometheusColumnPlan(
      rule: DotColumnRule(lower: start, upper: end, dotWidth: 512))
    var lines: [Line] = []
    var names: [String] = []
    var firstValues: [Double] = []
    var lastValues: [Double] = []
    var details: [String] = []
    var points = 0
    for (index, query) in options.queries.enumerated() {
      // The query as written first: a mistake is reported at its own line and column.
      let instant = try fetch(
        plan.instantTarget(
          query, at: Int64((end * 1000).rounded()), timeout: options.timeout))
      // `max_over_time` drops the metric name: the details take it from the instant answer,
      // else from a plain selector's text.
      var named: [[PrometheusAnswer.Label]: [PrometheusAnswer.Label]] = [:]
      for series in instant.series { named[Self.key(series.labels)] = series.labels }
      let metric = PromQLText.metricName(query).map { [PrometheusAnswer.Label("__name__", $0)] }
      let answer = try fetch(plan.target(plan.queries(for: query).max, timeout: options.timeout))
      let labelSets = answer.series.map(\.labels)
      names += SeriesNames.names(labelSets, query: query)
      for series in answer.series {
        let key = Self.key(series.labels)
        lines.append(Line(query: index, labels: series.labels, key: key))
        details.append(SeriesNames.fullText(named[key] ?? (metric ?? []) + series.labels))
        firstValues.append(series.points.first?.value ?? .nan)
        lastValues.append(series.points.last?.value ?? .nan)
        points += series.points.count
      }
    }
    if options.queries.count > 1 {
      names = Self.distinct(names, queries: lines.map { options.queries[$0.query] })
    }
    let description = SourceDescription(
      name: options.queries.count == 1 ? options.queries[0] : location.url, lineNames: names,
      xKind: .time, rowCount: points,
      first: SourceRow(order: PrometheusColumns.order(of: start), x: start, values: firstValues),
      last: SourceRow(order: PrometheusColumns.order(of: end), x: end, values: lastValues),
      rowsPerRequest: true, lineDetails: details)
    described.withLock { $0 = Described(description: description, lines: lines) }
    return description
  }

  /// Names of several queries' lines: a name two lines share gets its query in front.
  static func distinct(_ names: [String], queries: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    return names.indices.map { index in
      counts[names[index], default: 0] > 1 && names[index] != queries[index]
        ? queries[index] + " " + names[index] : names[index]
    }
  }

  static func key(_ labels: [PrometheusAnswer.Label]) -> [PrometheusAnswer.Label] {
    labels.filter { $0.name != "__name__" }.sorted { $0.name < $1.name }
  }

  func state() throws(SourceError) -> Described {
    _ = try describe()
    guard let state = described.withLock({ $0 }) else {
      throw SourceError(.invalidData, place: location.place, message: "the source is not described")
    }
    return state
  }

  // MARK: M4

  public func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    let state = try state()
    let plan = PrometheusColumnPlan(rule: request.rule)
    var columns = PrometheusColumns(plan: plan, lineCount: state.lines.count)
    let asked = Set(request.lines)
    let edges = plan.edges
    for (queryIndex, query) in options.queries.enumerated() {
      let lineIndices = state.lines.indices.filter {
        state.lines[$0].query == queryIndex && asked.contains($0)
      }
      guard !lineIndices.isEmpty else { continue }
      func line(of series: PrometheusAnswer.Series) -> Int? {
        let key = Self.key(series.labels.filter { $0.name != PrometheusColumnPlan.partLabel })
        return lineIndices.first { state.lines[$0].key == key }
      }
      let answer = try fetch(plan.target(plan.combined(query), timeout: options.timeout))
      for series in answer.series {
        guard let part = PrometheusColumns.part(of: series.labels), let line = line(of: series)
        else { continue }
        columns.record(series.points, line: line, part: part)
      }
      // The half columns at the window's edges, each over its own range.
      for edge in edges { columns.clear(column: edge.column, lines: lineIndices) }
      for edge in edges {
        let text = plan.combined(query, range: edge.range)
        let answer = try fetch(plan.instantTarget(text, at: edge.time, timeout: options.timeout))
        for series in answer.series {
          guard let part = PrometheusColumns.part(of: series.labels), let line = line(of: series),
            let value = series.points.first?.value
          else { continue }
          columns.record(value, line: line, part: part, column: edge.column)
        }
      }
    }
    let rows = columns.rows(lines: request.lines, lineCount: state.lines.count)
    return SeriesWindowAnswer(request: request, rows: rows, rowsFetched: rows.count)
  }

  /// Prometheus has no rows to look up: the indicator stays on the rows on screen.
  public func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] { [] }

  /// No gap columns are read row by row (the columns' rows are complete).
  public func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows
  {
    RangeRows(rows: [], isCut: false)
  }

  /// No histogram: an answer holds the values at steps, not every sample to count.
  public func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    throw SourceError(
      .usage, place: location.place,
      message: "no histogram of Prometheus: its answers are values at steps, not every sample")
  }

  /// No XY: an answer holds the values at steps, not every sample to pair.
  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    throw SourceError(
      .usage, place: location.place,
      message: "no XY of Prometheus: its answers are values at steps, not every sample")
  }

  /// No XY, so no trail of its indicator.
  public func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    throw SourceError(
      .usage, place: location.place,
      message: "no XY of Prometheus: its answers are values at steps, not every sample")
  }

  /// The sums and counts of the stored samples (a plain selector) or of the evaluations at the
  /// subquery's resolution (an expression) over `lower … upper`.
  public func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    let state = try state()
    var totals = [SampleTotal](
      repeating: SampleTotal(sum: 0, values: 0, gaps: 0), count: state.lines.count)
    let range = max(1, Int64(((upper - lower) * 1000).rounded()))
    for (queryIndex, query) in options.queries.enumerated() {
      let inner =
        PromQLText.isPlainSelector(query)
        ? query.trimmingSpaces + "[\(range)ms]"
        : "(" + query + ")[\(range)ms:\(max(1, min(range / 1024, 60_000)))ms]"
      let time = PromQLText.seconds(milliseconds: Int64((upper * 1000).rounded()))
      var sums: [[PrometheusAnswer.Label]: Double] = [:]
      for (function, isSum) in [("sum_over_time", true), ("count_over_time", false)] {
        let target =
          "/api/v1/query?query=" + PromQLText.percentEncoded("\(function)(\(inner))")
          + "&time=" + time
        let answer = try fetch(target)
        for series in answer.series {
          let key = Self.key(series.labels)
          guard let value = series.points.first?.value,
            let line = state.lines.indices.first(where: {
              state.lines[$0].query == queryIndex && state.lines[$0].key == key
            })
          else { continue }
          if isSum {
            sums[key] = value
          } else {
            totals[line] = SampleTotal(sum: sums[key] ?? 0, values: Int(value), gaps: 0)
          }
        }
      }
    }
    return totals
  }

  // MARK: HTTP

  /// The answer to `target`, read; every failure as a ``SourceError``.
  func fetch(_ target: String) throws(SourceError) -> PrometheusAnswer {
    let response: HTTPResponse
    do {
      response = try client.get(target, timeout: options.timeout + 0.5)
    } catch {
      throw PrometheusErrors.transport(error, place: location.place)
    }
    fetched.withLock { $0 += response.body.count }
    if let error = PrometheusErrors.answer(
      status: response.status, body: response.body, place: location.place)
    {
      throw error
    }
    do {
      return try PrometheusAnswer.parse(response.body)
    } catch {
      switch error {
      case .server(_, let message):
        throw SourceError(
          .invalidData, place: location.place, message: PrometheusErrors.oneLine(message))
      case .malformed(let what):
        throw SourceError(
          .unavailable, place: location.place, message: "not a Prometheus answer (\(what))")
      }
    }
  }
}
