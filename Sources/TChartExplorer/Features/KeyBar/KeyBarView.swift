import TChartCells
import TChartRender

/// The key bar as drawn: each hint's key in bold and its words dim, two spaces apart, as many
/// as fit whole (the first ones).
struct KeyBarView: Widget {
  var hints: [String]
  var theme: Theme

  func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = Rect(x: area.x, y: area.y, width: area.width, height: Swift.min(1, area.height))
    guard !row.isEmpty else { return }
    buffer.fill(row, with: Cell(" ", style: theme.base))
    var x = row.x
    for hint in hints {
      let width = DisplayWidth.of(hint)
      guard x + width <= row.maxX else { break }
      let parts = hint.split(separator: " ", maxSplits: 1).map(String.init)
      x = buffer.write(parts[0], x: x, y: row.y, style: theme.text.adding(.bold), clip: row)
      if parts.count > 1 {
        x = buffer.write(" " + parts[1], x: x, y: row.y, style: theme.status, clip: row)
      }
      x += 2
    }
  }
}
