import TChartData

/// How one frame request becomes range queries: the window's dot columns (``DotColumnRule``:
/// column `c` holds the x with `(x - lower) / span * (dotWidth - 1)` nearest to `c`) as
/// Prometheus steps. Prometheus evaluates `min_over_time(Q[r])` at `t` over the samples with
/// `t - r < time ≤ t`, in whole milliseconds; so column `c`, whose samples are the whole
/// milliseconds below its right boundary `B(c) = lower + (c + ½)·d` (`d` = the column's
/// width), is evaluated at `t(c) = ⌈B(c)⌉ − 1 ms` with `r` = the step = `d`. When `d` is a
/// whole number of milliseconds every column holds exactly its own samples; otherwise the step
/// is `d` rounded to the millisecond, anchored at the middle column, and a boundary may be off
/// by up to half a millisecond per column from the middle.
///
/// One column on each side of the window is asked for too: its rows are the window's
/// neighbours, where the line leaves the window.
public struct PrometheusColumnPlan: Sendable, Equatable {
  /// The request's columns.
  public let rule: DotColumnRule
  /// The step and the range of every `*_over_time`, in milliseconds (at least 1).
  public let stepMilliseconds: Int64
  /// The evaluation time of column −1 (the left neighbour), in milliseconds.
  public let startMilliseconds: Int64
  /// The number of evaluations: the window's columns and the two neighbours.
  public var evaluations: Int { max(1, rule.dotWidth) + 2 }
  /// The evaluation time of the right neighbour (column `dotWidth`).
  public var endMilliseconds: Int64 {
    startMilliseconds + Int64(evaluations - 1) * stepMilliseconds
  }

  public init(rule: DotColumnRule) {
    self.rule = rule
    let columns = max(1, rule.dotWidth)
    let width = rule.isDegenerate ? 1000 : rule.span / rule.scale * 1000
    stepMilliseconds = max(1, Int64(width.rounded()))
    let middle = columns / 2
    let boundary = rule.lower * 1000 + (Double(middle) + 0.5) * width
    let middleTime = Int64(boundary.rounded(.up)) - 1
    startMilliseconds = middleTime - Int64(middle + 1) * stepMilliseconds
  }

  /// The column of the evaluation at `milliseconds` (−1 and `dotWidth` are the neighbours),
  /// `nil` for a time that is not one of the plan's.
  public func column(ofEvaluation milliseconds: Int64) -> Int? {
    let offset = milliseconds - startMilliseconds
    guard offset >= 0, offset % stepMilliseconds == 0 else { return nil }
    let index = Int(offset / stepMilliseconds)
    return index < evaluations ? index - 1 : nil
  }

  /// Where the rows of column `column` are placed (x in seconds, increasing): three distinct x
  /// inside the column, inside the window at its first and last column; one x, the column's
  /// middle, for a neighbour.
  public func positions(ofColumn column: Int) -> [Double] {
    let columns = max(1, rule.dotWidth)
    guard !rule.isDegenerate else {
      if column < 0 { return [rule.lower - 1] }
      if column >= columns { return [rule.upper + 1] }
      return [rule.lower, rule.lower, rule.lower]
    }
    let width = rule.span / rule.scale
    let center = rule.lower + Double(column) * width
    if column < 0 || column >= columns { return [center] }
    if column == 0 { return [rule.lower, rule.lower + width / 8, rule.lower + width / 4] }
    if column == columns - 1 {
      return [rule.upper - width / 4, rule.upper - width / 8, rule.upper]
    }
    return [center - width / 4, center, center + width / 4]
  }

  /// The three queries of `query` for this plan, over `range` milliseconds (default: the
  /// step): the smallest and the largest value of each column and its last. A plain selector
  /// reads its stored samples (`min_over_time(Q[d])`); another expression is evaluated by a
  /// subquery at ``subqueryResolution`` over the column.
  public func queries(for query: String, range: Int64? = nil) -> (
    min: String, max: String, last: String
  ) {
    let range = "\(range ?? stepMilliseconds)ms"
    if PromQLText.isPlainSelector(query) {
      let selector = query.trimmingSpaces + "[" + range + "]"
      return (
        "min_over_time(\(selector))", "max_over_time(\(selector))", "last_over_time(\(selector))"
      )
    }
    let subquery = "(" + query + ")[" + range + ":\(subqueryResolution)ms]"
    return (
      "min_over_time(\(subquery))", "max_over_time(\(subquery))", "last_over_time(\(subquery))"
    )
  }

  /// The label that tells the three parts apart in ``combined(_:range:)``'s answer.
  public static let partLabel = "__tchart__"

  /// The three queries as one: each part's series tagged by ``partLabel`` (`min`, `max`,
  /// `last`) through `label_replace`, joined by `or` (their label sets differ by the tag, so
  /// all are kept): one request instead of three.
  public func combined(_ query: String, range: Int64? = nil) -> String {
    let parts = queries(for: query, range: range)
    return [("min", parts.min), ("max", parts.max), ("last", parts.last)].map {
      "label_replace(\($0.1), \"\(Self.partLabel)\", \"\($0.0)\", \"\", \"\")"
    }.joined(separator: " or ")
  }

  /// The window's first and last columns are half columns (the rule puts `lower … lower + d/2`
  /// in column 0 and `upper - d/2 … upper` in the last): each is asked for by an instant query
  /// at its own end over its own range (time, range, column, in milliseconds); the range
  /// query's buckets for them reach outside the window.
  public var edges: [(time: Int64, range: Int64, column: Int)] {
    let columns = max(1, rule.dotWidth)
    let firstMillisecond = Int64((rule.lower * 1000).rounded(.up))
    let lastMillisecond = Int64((rule.upper * 1000).rounded(.down))
    let time = { (column: Int) in self.startMilliseconds + Int64(column + 1) * self.stepMilliseconds
    }
    guard columns > 1 else {
      return [(lastMillisecond, lastMillisecond - firstMillisecond + 1, 0)]
    }
    let left = min(time(0), lastMillisecond)
    let right = max(time(columns - 2), firstMillisecond - 1)
    return [
      (left, left - firstMillisecond + 1, 0),
      (lastMillisecond, lastMillisecond - right, columns - 1),
    ].filter { $0.range > 0 }
  }

  /// How often an expression is evaluated inside a column, in milliseconds: a quarter of the
  /// column, at most a minute, at least a millisecond.
  public var subqueryResolution: Int64 { max(1, min(stepMilliseconds / 4, 60_000)) }

  /// The `/api/v1/query` target of `query` at `milliseconds` (percent-encoded), with the
  /// server's own time limit.
  public func instantTarget(_ query: String, at milliseconds: Int64, timeout: Double) -> String {
    "/api/v1/query?query=" + PromQLText.percentEncoded(query) + "&time="
      + PromQLText.seconds(milliseconds: milliseconds) + "&timeout="
      + PromQLText.seconds(milliseconds: Int64(max(1, timeout * 1000)))
  }

  /// The `/api/v1/query_range` target of `query` over the plan (percent-encoded), with the
  /// server's own time limit.
  public func target(_ query: String, timeout: Double) -> String {
    "/api/v1/query_range?query=" + PromQLText.percentEncoded(query) + "&start="
      + PromQLText.seconds(milliseconds: startMilliseconds) + "&end="
      + PromQLText.seconds(milliseconds: endMilliseconds) + "&step="
      + PromQLText.seconds(milliseconds: stepMilliseconds) + "&timeout="
      + PromQLText.seconds(milliseconds: Int64(max(1, timeout * 1000)))
  }
}
