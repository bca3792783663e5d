import TChartData

/// What a table's block summary has read so far, kept for drawing a frame at once while the
/// frame's own answer is on its way: real rows, a few per dot column, at most as fine as the
/// summary's blocks (so coarser than the answer only in narrow windows, and at the edges of
/// the dot columns, where a block lies across two of them).
///
/// The summary's rows are kept at several grids, each four times coarser than the one before
/// (each level the M4 rows of the one before), so any window takes at most about four blocks
/// per dot column from the finest level that has no more: O(screen) rows for any window.
public struct TableOverview: Sendable, Equatable {
  /// The rows of one grid: `blockCount` equal blocks over the summary's span.
  public struct Level: Sendable, Equatable {
    public var rule: DotColumnRule
    /// In table order.
    public var rows: [SourceRow]
  }

  /// Finest first: the summary's blocks, then grids of a quarter as many blocks, down to
  /// ``coarsestBlocks``.
  public let levels: [Level]
  /// The x up to which every row has been read (the last row's once complete).
  public let readThrough: Double
  /// The parts of the summary read, of ``parts``.
  public let partsRead: Int
  public let parts: Int

  /// Levels stop at this many blocks.
  static let coarsestBlocks = 256

  /// The overview of what `progress` has read, for `lines` (every line of the table).
  public init(_ progress: SummaryProgress, lines: [Int]) {
    var level = Level(rule: progress.summary.rule, rows: progress.summary.rows)
    var levels = [level]
    while level.rule.dotWidth / 4 >= Self.coarsestBlocks {
      let rule = DotColumnRule(
        lower: level.rule.lower, upper: level.rule.upper, dotWidth: level.rule.dotWidth / 4)
      level = Level(rule: rule, rows: M4Reduction.reduce(level.rows, rule: rule, lines: lines))
      levels.append(level)
    }
    self.levels = levels
    readThrough = progress.readThrough
    partsRead = progress.partsRead
    parts = progress.parts
  }

  /// Whether the whole span is read.
  public var isComplete: Bool { partsRead >= parts }

  /// The overview's rows for the window of `rule` at its width: those of the finest level
  /// with at most four blocks per dot column in the window, inside the window, and the one on
  /// each side of it (the line leaves the window towards them).
  public func rows(for rule: DotColumnRule) -> ArraySlice<SourceRow> {
    guard let level = level(for: rule), !level.rows.isEmpty else { return [] }
    let rows = level.rows
    let start = Swift.max(0, rows.partitionIndex { $0.x < rule.lower } - 1)
    let end = Swift.min(rows.count, rows.partitionIndex { $0.x <= rule.upper } + 1)
    return start < end ? rows[start..<end] : []
  }

  /// The finest level with at most four blocks per dot column of `rule` (the coarsest when
  /// none has so few).
  public func level(for rule: DotColumnRule) -> Level? {
    guard let coarsest = levels.last else { return nil }
    let share = Swift.max(0, rule.span) / Swift.max(coarsest.rule.span, .leastNormalMagnitude)
    let limit = 4 * Double(Swift.max(1, rule.dotWidth))
    return levels.first { Double($0.rule.dotWidth) * share <= limit } ?? coarsest
  }
}
