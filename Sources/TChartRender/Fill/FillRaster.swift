import TChartCells

/// Draws one plot column of a filled chart: a ``FillStack`` as cells, at 1/8-cell resolution.
///
/// Values map to eighths of a cell: `round(v / top × height × 8)`, clamped into the column.
///
/// **In colour**, per cell (bottom up):
/// - wholly inside one segment: a full block `█` in the segment's colour on the background;
/// - two segments: a lower eighth block (`▁▂▃▄▅▆▇`) as tall as the lower segment's share, in
///   its colour, on the upper segment's colour as background: the boundary is exact to 1/8;
/// - the top of the fill: a lower eighth block in the segment's colour on the plot background;
/// - three or more regions (the empty space above the top counting as one): the segment with
///   the smallest share of the cell (the lowest on a tie) merges into its larger neighbouring
///   segment (the lower one on a tie; never into the empty space), repeatedly, until two
///   regions remain. So the fill's top stays exact and slivers give way to larger neighbours;
/// - nothing: a space on the background.
///
/// **In monochrome** (`NO_COLOR`), segments are told apart by their fill pattern: the k-th
/// series of `patternLines` (0-based) fills with `█`, `▓`, `▒`, `░` for k mod 4 = 0, 1, 2, 3.
/// Boundaries between segments fall at whole cells: every whole row below the fill's top takes
/// the pattern of the segment covering most of it (the lowest on a tie), which for two
/// segments rounds their boundary to the nearest row (a half goes to the lower one). The top
/// cell, when partial, is a lower eighth block, so the top stays exact to 1/8. Dimmed columns
/// (away from a highlight) are drawn with the `dim` attribute instead of dimmed colours.
public struct FillRaster: Sendable, Hashable {
  /// The column's height in rows.
  public var height: Int
  /// The value at the top of the plot (the axis is `0…top`).
  public var top: Double
  /// The colours of each series, indexed like the chart set's `lines` (missing: `.default`).
  public var colors: [FillColors]
  /// Whether to draw without colour, by fill patterns.
  public var monochrome: Bool
  /// The plot's background colour, shown above the fill.
  public var background: TerminalColor
  /// The visible series in order: a series' place here picks its monochrome pattern.
  public var patternLines: [Int]

  public init(
    height: Int, top: Double, colors: [FillColors], monochrome: Bool = false,
    background: TerminalColor = .default, patternLines: [Int] = []
  ) {
    self.height = max(0, height)
    self.top = top
    self.colors = colors
    self.monochrome = monochrome
    self.background = background
    self.patternLines = patternLines
  }

  /// The monochrome fill patterns, in order of the series.
  public static let patterns: [Unicode.Scalar] = ["█", "▓", "▒", "░"]

  /// The lower block `eighths` eighths tall (1…8: `▁` … `█`).
  public static func lowerBlock(_ eighths: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2580 + UInt32(min(max(eighths, 1), 8))) ?? "█"
  }

  /// The column's cells, top row first (`height` of them).
  public func cells(_ stack: FillStack, dimmed: Bool = false) -> [Cell] {
    var cells = [Cell](repeating: Cell(" ", style: Style(background: background)), count: height)
    draw(stack, dimmed: dimmed) { row, cell in cells[height - 1 - row] = cell }
    return cells
  }

  /// Hands each cell of the column that is not blank to `put` with its row (0 = the bottom
  /// row), bottom up. Rows above the fill are left to the caller (they are blank). A row
  /// wholly inside one piece is decided without looking at the others: only the few rows
  /// where pieces meet go through the merge rule.
  func draw(_ stack: FillStack, dimmed: Bool, put: (Int, Cell) -> Void) {
    let pieces = EighthPieces(stack, top: top, height: height)
    let filledRows = min(height, (pieces.top + 7) / 8)
    var first = 0
    for row in 0..<filledRows {
      let low = row * 8
      while first < pieces.pieces.count && pieces.pieces[first].end <= low { first += 1 }
      let whole =
        first < pieces.pieces.count && pieces.pieces[first].start <= low
        && pieces.pieces[first].end >= low + 8
      if monochrome {
        put(row, monochromeCell(pieces, row: row, dimmed: dimmed))
      } else if whole {
        let style = Style(
          foreground: colour(pieces.pieces[first].line, dimmed: dimmed), background: background)
        put(row, Cell("█", style: style))
      } else {
        put(row, colourCell(pieces.pieces(inRow: row), dimmed: dimmed))
      }
    }
  }

  func colour(_ line: Int, dimmed: Bool) -> TerminalColor {
    guard colors.indices.contains(line) else { return .default }
    return dimmed ? colors[line].dimmed : colors[line].normal
  }

  func colourCell(_ cellPieces: [EighthPieces.Piece], dimmed: Bool) -> Cell {
    let regions = Self.merged(cellPieces)
    guard let lower = regions.first else {
      return Cell(" ", style: Style(background: background))
    }
    let above = regions.count > 1 ? colour(regions[1].line, dimmed: dimmed) : background
    let style = Style(foreground: colour(lower.line, dimmed: dimmed), background: above)
    return Cell(Self.lowerBlock(lower.length), style: style)
  }

  /// A cell's pieces reduced to what one cell can show: at most two regions, counting the
  /// empty space above a fill that ends inside the cell (see the type's rule).
  static func merged(_ cellPieces: [EighthPieces.Piece]) -> [EighthPieces.Piece] {
    var regions = cellPieces
    let hasSpace = (regions.last?.end ?? 0) < 8
    while regions.count + (hasSpace ? 1 : 0) > 2 {
      var smallest = 0
      for index in regions.indices where regions[index].length < regions[smallest].length {
        smallest = index
      }
      let below = smallest - 1
      let above = smallest + 1
      let into: Int
      if below < 0 {
        into = above
      } else if above >= regions.count {
        into = below
      } else {
        into = regions[above].length > regions[below].length ? above : below
      }
      regions[into].start = min(regions[into].start, regions[smallest].start)
      regions[into].end = max(regions[into].end, regions[smallest].end)
      regions.remove(at: smallest)
    }
    return regions
  }

  func monochromeCell(_ pieces: EighthPieces, row: Int, dimmed: Bool) -> Cell {
    let style = Style(background: background, attributes: dimmed ? .dim : [])
    let top = pieces.top
    if row < top / 8 {
      var owner: EighthPieces.Piece?
      for piece in pieces.pieces(inRow: row) where piece.length > owner?.length ?? 0 {
        owner = piece
      }
      let ordinal = owner.flatMap { owner in patternLines.firstIndex(of: owner.line) } ?? 0
      return Cell(Self.patterns[ordinal % Self.patterns.count], style: style)
    }
    if row == top / 8, top % 8 > 0 { return Cell(Self.lowerBlock(top % 8), style: style) }
    return Cell(" ", style: Style(background: background))
  }
}
