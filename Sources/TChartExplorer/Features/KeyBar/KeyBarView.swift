import TChartCells
import TChartRender

/// The key bar as drawn: each hint's key in bold and its words dim, two spaces apart, as many
/// as fit whole (the first ones).
struct KeyBarView: Widget {
  var hints: [KeyBarHint]
  var theme: Theme

  func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = Rect(x: area.x, y: area.y, width: area.width, height: Swift.min(1, area.height))
    guard !row.isEmpty else { return }
    buffer.fill(row, with: Cell(" ", style: theme.base))
    var x = row.x
    for hint in hints {
      guard x + hint.width <= row.maxX else { break }
      x = buffer.write(hint.key, x: x, y: row.y, style: theme.text.adding(.bold), clip: row)
      if !hint.words.isEmpty {
        x = buffer.write(" " + hint.words, x: x, y: row.y, style: theme.status, clip: row)
      }
      x += 2
    }
  }
}
