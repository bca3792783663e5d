import TChartData

#if canImport(Glibc)
  import Glibc
#endif

/// Writes messages to standard error.
enum StandardError {
  /// Writes `line` and a newline, its control characters shown escaped
  /// (``TerminalText/escaped(_:)``): whatever a file or a server put in it, it is one line
  /// that cannot move the cursor, set the title or restyle the terminal.
  static func write(_ line: String) {
    writeText(TerminalText.escaped(line) + "\n")
  }

  /// Writes `text` as it is (a progress line rewritten in place ends with no newline).
  static func writeText(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      offset += count
    }
  }
}
