import TChartRender

/// The ANSI text of one row of cells for the inline picker: SGR attributes and 256 colours,
/// emitted only when the style changes, continuation cells skipped, ending with a reset.
public enum InlineRowWriter {
  /// The escape sequences and characters that draw row `y` of `buffer` from the cursor.
  public static func ansi(_ buffer: ScreenBuffer, row y: Int) -> String {
    var output = ""
    var current = Style.plain
    for x in 0..<buffer.size.width {
      let cell = buffer[x, y]
      if cell.isContinuation { continue }
      if cell.style != current {
        output += sgr(cell.style)
        current = cell.style
      }
      output.unicodeScalars.append(cell.scalar)
    }
    if current != .plain { output += "\u{1B}[0m" }
    return output
  }

  /// The SGR sequence that sets `style` from any previous style.
  public static func sgr(_ style: Style) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.italic) { codes.append("3") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if case .indexed(let index) = style.foreground { codes.append("38;5;\(index)") }
    if case .indexed(let index) = style.background { codes.append("48;5;\(index)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
