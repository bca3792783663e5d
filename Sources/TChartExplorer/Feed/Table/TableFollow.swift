import TChartData
import TChartSources

/// A live table source (Prometheus): its span is the last ``since`` seconds up to now and moves
/// on at each ``SourceQueryRunner/Outcome/clock(_:)``. While ``following``, the window keeps its
/// width at the span's end, as a stream's does; any move of the window away from the end pauses
/// (the title says `paused`), `End` or `f` follow again.
public struct TableFollow: Sendable, Equatable {
  /// How far back the span reaches, in seconds.
  public var since: Double
  /// Whether the window stays at the span's end.
  public var following = true

  public init(since: Double) { self.since = since }

  /// What the title adds after the name.
  public var titleText: String { following ? "live" : "paused" }
}

extension DataFeed {
  /// Makes the table source live: its span follows the clock outcomes (see ``TableFollow``).
  public mutating func follow(_ follow: TableFollow) {
    table?.follow = follow
  }

  /// `.table(.clock(now))`: a live source's span moves to end at `now` (its first and last
  /// rows move, with their values); the rows outside the new span go; a following window
  /// moves with the span, keeping its width; a paused one stays at its x. The frame's new
  /// requests are asked for by ``FeedAction/settleTable`` as after any move.
  mutating func followSpan(to now: Double, _ context: TableContext) -> [FeedDelegate] {
    guard var queries = table, let follow = queries.follow, now.isFinite,
      let first = queries.source.description.first, let last = queries.source.description.last
    else { return [] }
    let end = (now * 1000).rounded(.down) / 1000
    // A query still in flight is let finish: a refresh never starves the answers.
    guard end > last.x, !queries.isWaiting else { return [] }
    let start = end - follow.since
    let old = chartSets[context.chartIndex]
    let window = context.windowXRange
    let width = window.upperBound - window.lowerBound
    let indicatorX = old.xValue(at: context.view.indicator)
    let moved = [
      SourceRow(order: Int64(bitPattern: start.bitPattern), x: start, values: first.values),
      SourceRow(order: Int64(bitPattern: end.bitPattern), x: end, values: last.values),
    ]
    queries.source.description.first = moved[0]
    queries.source.description.last = moved[1]
    queries.source.anchors = SourceRowSet(moved)
    let answers = queries.shown.compactMap { request in
      queries.source.cache.answers.first { $0.request == request }
    }
    var rows = SourceRowSet(
      SourceRowSet.perRequest(answers, extra: []).rows.filter { $0.x > start && $0.x < end })
    rows.mergeTakingNearest(moved)
    var chart = rows.chartSet(queries.source.description)
    chart.timeZone = old.timeZone
    chart.xNumbers = old.xNumbers
    chartSets[context.chartIndex] = chart
    let (low, high) =
      follow.following
      ? (end - width, end)
      : (Swift.max(start, window.lowerBound), Swift.min(end, window.upperBound))
    queries.rows = rows
    queries.answered = rows
    queries.isInterim = false
    table = queries
    return [
      .keepView(
        lowerX: low, upperX: high, indicatorX: follow.following ? nil : indicatorX, jumpY: false)
    ]
  }

  /// After a user's action on a live table moved `before` to `view` (on a chart set whose last
  /// sample is `last`): following pauses when the window left the span's end, and resumes when
  /// it came back.
  mutating func tableViewMoved(from before: ChartViewState, to view: ChartViewState, last: Int) {
    guard let follow = table?.follow, view.window != before.window else { return }
    let atEnd = view.windowIndices.upperBound == last
    if follow.following != atEnd { table?.follow?.following = atEnd }
  }
}
