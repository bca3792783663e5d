import TChartData

/// The M4 rows of a whole table at a fine grid of blocks, fetched once: the pre-aggregation that
/// lets a wide window of a large table be answered without reading its rows again (the M4
/// paper's observation that M4 of a union is M4 of the parts' M4 rows).
///
/// A block is one column of ``rule`` (a ``DotColumnRule`` over the table's whole span at
/// ``blockCount`` columns), known by the rows its answer holds: its first and last rows give
/// its exact x extent. For a window at a width, a block whose extent lies inside one dot column
/// of the window gives that column its rows as they are; a block that a column boundary or a
/// window edge cuts is read again from the database, restricted to its extent. Exact: each
/// dot column's first, last, smallest and largest rows are among the rows so gathered.
public struct BlockSummary: Sendable {
  /// One block: the x of its first and last rows, and its rows in ``BlockSummary/rows``.
  public struct Block: Sendable, Equatable {
    public var firstX: Double
    public var lastX: Double
    public var rows: Range<Int>
  }

  /// The fine grid.
  public let rule: DotColumnRule
  /// The summary's rows, in table order.
  public let rows: [SourceRow]
  /// The blocks that hold rows, in x order.
  public let blocks: [Block]

  /// The summary of `answer`, the M4 answer of the whole span at `answer.request.rule`.
  public init(_ answer: SeriesWindowAnswer) {
    self.init(rows: answer.rows, rule: answer.request.rule)
  }

  /// The summary of `rows` (in table order): the M4 rows of the span, or of part of it, at
  /// `rule`, or any superset of them (a block read in two parts holds both parts' rows).
  public init(rows: [SourceRow], rule: DotColumnRule) {
    self.rule = rule
    self.rows = rows
    var blocks: [Block] = []
    var start = 0
    while start < rows.count {
      let column = rule.column(of: rows[start].x)
      var end = start + 1
      while end < rows.count && rule.column(of: rows[end].x) == column { end += 1 }
      blocks.append(Block(firstX: rows[start].x, lastX: rows[end - 1].x, rows: start..<end))
      start = end
    }
    self.blocks = blocks
  }

  /// A summary of `blocks` over `rows` as they are (a kept summary read back, or one extended).
  init(rule: DotColumnRule, rows: [SourceRow], blocks: [Block]) {
    self.rule = rule
    self.rows = rows
    self.blocks = blocks
  }

  /// This summary's blocks before the last (those wholly before the last block's first x),
  /// followed by the blocks of `more` (rows past them, grouped at `rule`), the whole at `rule`:
  /// what a table grown past its old last x keeps, the old last block read again with the rest.
  func keepingAllButLast(then more: BlockSummary, rule: DotColumnRule) -> BlockSummary {
    let kept = blocks.dropLast()
    let keptRows = kept.last.map { rows[..<$0.rows.upperBound] } ?? []
    let offset = keptRows.count
    let added = more.blocks.map {
      Block(
        firstX: $0.firstX, lastX: $0.lastX,
        rows: ($0.rows.lowerBound + offset)..<($0.rows.upperBound + offset))
    }
    return BlockSummary(rule: rule, rows: Array(keptRows) + more.rows, blocks: Array(kept) + added)
  }

  /// How `request`'s window splits over the blocks: the rows of the blocks that lie inside one
  /// of its dot columns, and the x ranges of the blocks cut by a column boundary or a window
  /// edge (adjacent ones merged, clipped to the window), which the database must answer.
  public func split(_ request: SeriesWindowRequest) -> (
    rows: [SourceRow], cut: [ClosedRange<Double>]
  ) {
    let window = request.rule
    var kept: [SourceRow] = []
    var cut: [ClosedRange<Double>] = []
    var lastCut = -2
    var index = firstBlock(endingAtOrAfter: window.lower)
    while index < blocks.count && blocks[index].firstX <= window.upper {
      let block = blocks[index]
      if block.firstX >= window.lower && block.lastX <= window.upper
        && window.column(of: block.firstX) == window.column(of: block.lastX)
      {
        kept.append(contentsOf: rows[block.rows])
      } else if lastCut == index - 1, let previous = cut.last {
        cut[cut.count - 1] = previous.lowerBound...block.lastX
        lastCut = index
      } else {
        cut.append(block.firstX...block.lastX)
        lastCut = index
      }
      index += 1
    }
    // Only the window's rows count: a cut block at an edge is read from the edge inwards.
    let clipped = cut.map {
      Swift.max($0.lowerBound, window.lower)...Swift.min($0.upperBound, window.upper)
    }
    return (kept, clipped)
  }

  /// The first block whose last x is at least `x` (binary search).
  func firstBlock(endingAtOrAfter x: Double) -> Int {
    blocks.partitionIndex { $0.lastX < x }
  }
}
