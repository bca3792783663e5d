/// Text from a file or a server made safe to print on a terminal: its control characters shown
/// escaped, so that none of them (an escape sequence that sets the title, clears the screen or
/// colours the shell) reaches the terminal raw, and a long text cut.
package enum TerminalText {
  /// The most characters of a server's text a message quotes.
  package static let quotedLimit = 300

  /// `text` with its control characters (C0, DEL and C1) written as `\n`, `\r`, `\t` or
  /// `\u{1B}`: always one line. `text` itself when it has none.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where isControl(scalar):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `text` cut to at most `limit` characters, the last of them `…` when it was longer.
  package static func cut(_ text: String, to limit: Int = quotedLimit) -> String {
    guard limit > 0, text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// Whether `scalar` is a control character: C0, DEL or C1.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }
}
