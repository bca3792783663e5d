/// A column's segments on the 1/8-cell grid: value `v` on an axis `0…top` over `height` rows
/// sits at eighth `round(v / top × height × 8)`, clamped into `0…height × 8`. Pieces that
/// round to nothing are dropped (a NaN value counts as 0, and nothing is drawn unless `top` is
/// positive and finite); the rest stay contiguous from eighth 0 up.
struct EighthPieces: Sendable, Hashable {
  struct Piece: Sendable, Hashable {
    var line: Int
    var start: Int
    var end: Int
    var length: Int { end - start }
  }

  var pieces: [Piece]

  init(_ stack: FillStack, top: Double, height: Int) {
    let total = max(0, height) * 8
    func eighth(_ value: Double) -> Int {
      guard top > 0, top.isFinite, !value.isNaN else { return 0 }
      let scaled = (value / top * Double(total)).rounded()
      return scaled <= 0 ? 0 : (scaled >= Double(total) ? total : Int(scaled))
    }
    pieces = stack.segments.compactMap { segment in
      let start = eighth(segment.lower)
      let end = eighth(segment.upper)
      return end > start ? Piece(line: segment.line, start: start, end: end) : nil
    }
  }

  /// The eighth where the fill ends.
  var top: Int { pieces.last?.end ?? 0 }

  /// The pieces inside cell row `row` (0 = the bottom row), clipped to it, bottom up.
  func pieces(inRow row: Int) -> [Piece] {
    let low = row * 8
    let high = low + 8
    return pieces.compactMap { piece in
      let start = max(piece.start, low)
      let end = min(piece.end, high)
      return end > start ? Piece(line: piece.line, start: start - low, end: end - low) : nil
    }
  }
}
