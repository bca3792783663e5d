import TChartCells
import TChartTerminal
import Testing

@Suite struct InlineRowWriterTests {
  @Test func plainRowIsJustItsText() {
    var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
    buffer.write("ab", x: 1, y: 0)
    #expect(InlineRowWriter.ansi(buffer, row: 0) == " ab   ")
  }

  @Test func stylesChangeOnlyWhereTheyDifferAndResetAtTheEnd() {
    var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
    buffer.write("ab", x: 0, y: 0, style: Style(foreground: .indexed(196), attributes: .bold))
    buffer.write("c", x: 2, y: 0, style: Style(background: .indexed(236), attributes: .reverse))
    #expect(
      InlineRowWriter.ansi(buffer, row: 0)
        == "\u{1B}[0;1;38;5;196mab\u{1B}[0;7;48;5;236mc\u{1B}[0m  ")
  }

  @Test func trailingStyleIsReset() {
    var buffer = ScreenBuffer(size: Size(width: 2, height: 1))
    buffer.write("xy", x: 0, y: 0, style: Style(attributes: [.dim, .underline, .italic]))
    #expect(InlineRowWriter.ansi(buffer, row: 0) == "\u{1B}[0;2;3;4mxy\u{1B}[0m")
  }

  @Test func wideCharactersSkipTheirContinuation() {
    var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
    buffer.write("宽a", x: 0, y: 0)
    #expect(InlineRowWriter.ansi(buffer, row: 0) == "宽a ")
  }
}
