/// How far a ``SummarizedSeriesBackend`` has read its ``BlockSummary``: the summary is read in
/// parts, left to right, so a frame can be drawn from what is read while the rest comes.
public struct SummaryProgress: Sendable {
  /// The blocks read so far (all of them once ``isComplete``).
  public var summary: BlockSummary
  /// The x up to which every row has been read.
  public var readThrough: Double
  /// The parts read, of ``parts``.
  public var partsRead: Int
  public var parts: Int

  public init(summary: BlockSummary, readThrough: Double, partsRead: Int, parts: Int) {
    self.summary = summary
    self.readThrough = readThrough
    self.partsRead = partsRead
    self.parts = parts
  }

  /// Whether the whole span is read.
  public var isComplete: Bool { partsRead >= parts }
}
