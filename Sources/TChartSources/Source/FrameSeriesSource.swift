import TChartData

/// What the renderer and the explorer ask for a frame's samples: given the (window, width)
/// requests of the frame (the graph's window at its dot width, the mini-map's whole span at
/// its width), the chart set to draw them from, or `nil` while an answer is pending.
///
/// - In memory (`ChartSet`, files and the bundled sample) and streams (a `ChartSet` growing in
///   place): the chart set itself, synchronously, at no cost; the renderer's own M4 over the
///   pyramids decimates it, as before this seam.
/// - SQL tables (``TableSeriesSource``): the merged answers, each fetched asynchronously as an
///   effect of the explorer (`.table(.answered)`) or directly by `tchart render`.
public protocol FrameSeriesSource {
  /// The chart set that draws every request of `requests` as the whole data would, or `nil`.
  func chartSet(for requests: [SeriesWindowRequest]) -> ChartSet?
}

extension ChartSet: FrameSeriesSource {
  /// Itself: every sample is in memory.
  public func chartSet(for requests: [SeriesWindowRequest]) -> ChartSet? { self }
}

/// An SQL table as a frame source: its description and the answers it gave so far.
public struct TableSeriesSource: FrameSeriesSource, Sendable, Equatable {
  /// The table, as described when it opened.
  public var description: SourceDescription
  /// The answers, by request.
  public var cache: SourceAnswerCache
  /// The rows every frame includes: the first and last rows and those around window edges.
  public var anchors: SourceRowSet

  public init(description: SourceDescription, capacity: Int = 48) {
    self.description = description
    self.cache = SourceAnswerCache(capacity: capacity)
    self.anchors = SourceRowSet([description.first, description.last].compactMap { $0 })
  }

  /// The requests of `requests` not answered yet.
  public func missing(_ requests: [SeriesWindowRequest]) -> [SeriesWindowRequest] {
    requests.filter { !cache.holds($0) }
  }

  /// The anchors and the answers to `requests` merged, or `nil` when one is not answered.
  public func chartSet(for requests: [SeriesWindowRequest]) -> ChartSet? {
    var rows = anchors
    var answers: [SeriesWindowAnswer] = []
    for request in requests {
      guard let answer = cache.answers.first(where: { $0.request == request }) else { return nil }
      answers.append(answer)
      rows.merge(answer.rows)
    }
    if description.rowsPerRequest { rows = .perRequest(answers, extra: anchors.rows) }
    return rows.chartSet(description)
  }
}
