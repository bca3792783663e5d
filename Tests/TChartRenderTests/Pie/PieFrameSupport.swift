@testable import TChartCells
@testable import TChartRender

/// Renders pies for the tests and shows their cells' colours as text.
enum PieFrames {
  static let colors: [TerminalColor] = [.indexed(1), .indexed(2), .indexed(3), .indexed(4)]

  /// `pie` rendered into a buffer of exactly `width` × `height`.
  static func render(_ pie: PieChart, width: Int, height: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    pie.render(into: &buffer, area: buffer.area)
    return buffer
  }

  /// One character per cell: the palette index of an indexed foreground (`1`…`9`), `.` for
  /// the default foreground; `*` marks bold cells instead.
  static func colorMap(_ buffer: ScreenBuffer) -> String {
    (0..<buffer.size.height).map { y in
      String(
        (0..<buffer.size.width).map { x -> Character in
          let style = buffer[x, y].style
          if style.attributes.contains(.bold) { return "*" }
          guard case .indexed(let index) = style.foreground else { return "." }
          return Character(String(index % 10))
        })
    }.joined(separator: "\n")
  }
}
