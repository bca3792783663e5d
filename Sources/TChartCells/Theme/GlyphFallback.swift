/// The ASCII stand-ins of ``GlyphSet``: for a cell's dots, for block elements and for the
/// other characters the widgets and the formats write. Each keeps one column per character.
enum GlyphFallback {
  /// The rows (bit 0 = top … bit 3 = bottom) of the left and right dot columns of `mask`.
  static func columns(ofDots mask: UInt8) -> (left: UInt8, right: UInt8) {
    let left = (mask & 0x07) | (mask & 0x40) >> 3
    let right = (mask & 0x38) >> 3 | (mask & 0x80) >> 4
    return (left, right)
  }

  /// The 2×2 quadrant mask (1 upper left, 2 upper right, 4 lower left, 8 lower right) that
  /// covers the dots of `mask`.
  static func quadrantMask(ofDots mask: UInt8) -> UInt8 {
    let (left, right) = columns(ofDots: mask)
    return (left & 0x3 != 0 ? 1 : 0) | (right & 0x3 != 0 ? 2 : 0)
      | (left & 0xC != 0 ? 4 : 0) | (right & 0xC != 0 ? 8 : 0)
  }

  /// The dots of quadrant mask `quadrants` (every dot of each quadrant set).
  static func dots(ofQuadrants quadrants: UInt8) -> UInt8 {
    (quadrants & 1 != 0 ? 0x03 : 0) | (quadrants & 2 != 0 ? 0x18 : 0)
      | (quadrants & 4 != 0 ? 0x44 : 0) | (quadrants & 8 != 0 ? 0xA0 : 0)
  }

  /// The ASCII character closest to a cell of dots: where they sit (`'` top, `-` middle, `_`
  /// bottom for flat runs; `'` `.` `:` for a column's few dots), their slope (`/`, `\`), a
  /// tall run `|`, a full cell `#`. A slope is a change of at least one dot row between the
  /// cell's two dot columns (45° or steeper on square dots); gentler ones are flat.
  static func asciiDots(_ mask: UInt8) -> Unicode.Scalar {
    if mask == 0 { return " " }
    if mask == 0xFF { return "#" }
    let (left, right) = columns(ofDots: mask)
    let rows = left | right
    let top = rows.trailingZeroBitCount
    let bottom = 7 - rows.leadingZeroBitCount
    let height = bottom - top + 1
    if left != 0 && right != 0 {
      let slope = meanRow(left) - meanRow(right)
      if slope <= -1 { return "\\" }
      if slope >= 1 { return "/" }
      if height >= 3 { return "|" }
      let mean = (meanRow(left) + meanRow(right)) / 2
      return mean <= 0.5 ? "'" : mean >= 2.5 ? "_" : "-"
    }
    if rows.nonzeroBitCount >= 3 { return "|" }
    if rows & 0xC == 0 { return "'" }
    if rows & 0x3 == 0 { return "." }
    return ":"
  }

  /// The mean row (0 = top) of the dots of one column's rows.
  private static func meanRow(_ rows: UInt8) -> Double {
    var sum = 0
    for row in 0..<4 where rows & (1 << row) != 0 { sum += row }
    return Double(sum) / Double(rows.nonzeroBitCount)
  }

  /// A block element (U+2580…U+259F) in ASCII: partial fills `_` `=` `#`, the mini-map's
  /// half-block edges `[` `]`, the monochrome shades `#` `%` `+` `:`.
  static func block(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x2580: "\""
    case 0x2581...0x2583: "_"
    case 0x2584...0x2586: "="
    case 0x2587...0x258B: "#"
    case 0x258C: "]"
    case 0x258D...0x258F, 0x2595: "|"
    case 0x2590: "["
    case 0x2591: ":"
    case 0x2592: "+"
    case 0x2593: "%"
    case 0x2594: "'"
    case 0x2596...0x259F:
      asciiDots(dots(ofQuadrants: quadrantMask(ofBlock: scalar)))
    default: "?"
    }
  }

  /// The quadrant mask of a quadrant block (U+2596…U+259F).
  private static func quadrantMask(ofBlock scalar: Unicode.Scalar) -> UInt8 {
    UInt8(GlyphSet.quadrants.firstIndex(of: scalar) ?? 15)
  }

  /// Any other character in ASCII: the drawing and punctuation the screens use, `?` for the
  /// rest (letters of other scripts, emoji).
  static func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.value < 0x80 { return scalar }
    return table[scalar] ?? "?"
  }

  private static let table: [Unicode.Scalar: Unicode.Scalar] = [
    // Punctuation of the formats and hints.
    "–": "-", "—": "-", "−": "-", "‐": "-", "·": "|", "•": "*", "…": "~", "×": "x", "≤": "<",
    "≥": ">", "±": "+", "≈": "~", "Σ": "S", "°": "o", "′": "'", "″": "\"", "\u{A0}": " ",
    "‘": "'", "’": "'", "“": "\"", "”": "\"",
    // Arrows and keys.
    "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "/", "⇧": "S", "▶": ">", "◀": "<", "▲": "^",
    "▼": "v", "△": "A", "▽": "V",
    // Markers: the colour marker, then the monochrome ones in order.
    "●": "o", "○": "*", "◆": "@", "◇": "x", "■": "#", "□": "%",
    // Lines and boxes.
    "─": "-", "━": "=", "│": "|", "┃": "|", "╭": "+", "╮": "+", "╰": "+", "╯": "+", "┌": "+",
    "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
  ]
}
