import TChartCells

/// The go-to prompt on the status row: `go to: ` then the text with `▏` at the cursor, then the
/// problem with the last entry, if any.
extension ExplorerScreen {
  /// Draws `prompt` over the status row `area`.
  static func drawPrompt(
    _ prompt: GoToPrompt, theme: Theme, into buffer: inout ScreenBuffer, area: Rect
  ) {
    guard !area.isEmpty else { return }
    let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    buffer.write(String(repeating: " ", count: row.width), x: row.x, y: row.y, style: theme.base)
    let editor = prompt.editor
    let before = String(editor.characters[..<editor.cursor])
    let after = String(editor.characters[editor.cursor...])
    var x = row.x
    for (text, style) in [
      (GoToPrompt.label, theme.status), (before, theme.text),
      (Self.promptCursor, theme.text.adding(.bold)),
      (after, theme.text), (prompt.problem.map { "  \($0)" } ?? "", theme.text.adding(.bold)),
    ] {
      x = buffer.write(text, x: x, y: row.y, style: style, clip: row)
    }
  }

  /// Where the next character goes.
  static let promptCursor = "▏"
}
