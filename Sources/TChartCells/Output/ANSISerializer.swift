/// Turns a screen buffer into text for a terminal or a file (`tchart render`).
///
/// Each row becomes one line ending in `\n`. With colour, an SGR sequence is emitted only
/// where the style changes: `ESC[0;…m` resets and sets the attributes (1 bold, 2 dim, 3 italic,
/// 4 underline, 7 reverse), `38;5;N` the foreground and `48;5;N` the background (`38;2;R;G;B`
/// and `48;2;R;G;B` for 24-bit colours; the terminal's own colours need no code); a row whose last style is not plain ends with `ESC[0m`. Trailing
/// spaces that would look like nothing (plain style, or just a foreground colour) are trimmed;
/// braille cells, including empty U+2800 ones, are always kept. Without colour the text is
/// plain, trailing spaces trimmed.
public enum ANSISerializer {
  public static func serialize(_ buffer: ScreenBuffer, color: Bool) -> String {
    var output = ""
    for y in 0..<buffer.size.height {
      var end = buffer.size.width
      while end > 0 && isInvisible(buffer[end - 1, y], color: color) { end -= 1 }
      var current = Style.plain
      for x in 0..<end {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        if color && cell.style != current {
          output += sgr(cell.style)
          current = cell.style
        }
        output.unicodeScalars.append(cell.scalar)
      }
      if color && current != .plain { output += "\u{1B}[0m" }
      output += "\n"
    }
    return output
  }

  /// The SGR sequence that sets `style` from any previous state.
  public static func sgr(_ style: Style) -> String {
    var codes = ["0"]
    let attributes: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) {
      codes.append(code)
    }
    if let code = code(style.foreground) { codes.append("38;" + code) }
    if let code = code(style.background) { codes.append("48;" + code) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The part of a colour's code after `38;` or `48;`; `nil` for the terminal's own colour.
  static func code(_ color: TerminalColor) -> String? {
    switch color {
    case .default: nil
    case .indexed(let index): "5;\(index)"
    case .rgb(let rgb): "2;\(rgb.red);\(rgb.green);\(rgb.blue)"
    }
  }

  /// A trailing cell that shows nothing: a space with no background, reverse or underline.
  static func isInvisible(_ cell: Cell, color: Bool) -> Bool {
    guard cell.scalar == " " else { return false }
    guard color else { return true }
    return cell.style.background == .default
      && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
  }
}
