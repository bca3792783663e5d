/// How many terminal cells a character takes: 0 for combining marks and controls,
/// 2 for East Asian wide and full-width characters and most emoji, 1 otherwise.
public enum DisplayWidth {
  /// The cell width of one scalar.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isWide(value) { return 2 }
    return 1
  }

  /// The cell width of a string.
  public static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// The longest prefix of `text` that fits in `width` cells.
  public static func prefix(_ text: String, fitting width: Int) -> String {
    var used = 0
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let w = of(scalar)
      if used + w > width { break }
      used += w
      result.append(scalar)
    }
    return String(result)
  }

  /// `text` when it fits in `width` cells, else its longest prefix that fits with a `…` after
  /// it (empty when `width` is below one cell).
  public static func truncated(_ text: String, fitting width: Int) -> String {
    guard of(text) > width else { return text }
    guard width >= 1 else { return "" }
    return prefix(text, fitting: width - 1) + "…"
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
