import Testing

@testable import TChartCells

@Suite struct ANSISerializerTests {
  let red = Style(foreground: .indexed(196))
  let boldOnGrey = Style(foreground: .indexed(15), background: .indexed(236), attributes: .bold)

  func sample() -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: 8, height: 3))
    buffer.write("ab", x: 0, y: 0)
    buffer.write("cd", x: 2, y: 0, style: red)
    buffer.write("e", x: 4, y: 0, style: red)
    buffer.write("\u{2800}", x: 6, y: 1, style: red)
    buffer.write("x", x: 0, y: 2, style: boldOnGrey)
    buffer.write("  ", x: 1, y: 2, style: boldOnGrey)
    buffer.write("日", x: 5, y: 2)
    return buffer
  }

  @Test func plainTextTrimsTrailingSpacesAndKeepsBraille() {
    #expect(ANSISerializer.serialize(sample(), color: false) == "abcde\n      \u{2800}\nx    日\n")
  }

  @Test func colourEmitsEscapesOnlyWhereTheStyleChanges() {
    let expected =
      "ab\u{1B}[0;38;5;196mcde\u{1B}[0m\n"
      + "      \u{1B}[0;38;5;196m\u{2800}\u{1B}[0m\n"
      + "\u{1B}[0;1;38;5;15;48;5;236mx  \u{1B}[0m  日\n"
    #expect(ANSISerializer.serialize(sample(), color: true) == expected)
  }

  @Test func attributeCodes() {
    #expect(ANSISerializer.sgr(.plain) == "\u{1B}[0m")
    #expect(
      ANSISerializer.sgr(Style(attributes: [.bold, .dim, .italic, .underline, .reverse]))
        == "\u{1B}[0;1;2;3;4;7m")
    #expect(ANSISerializer.sgr(Style(background: .indexed(235))) == "\u{1B}[0;48;5;235m")
  }

  @Test func backgroundSpacesAreKept() {
    var buffer = ScreenBuffer(
      size: Size(width: 3, height: 1), filling: Cell(" ", style: Style(background: .indexed(235))))
    buffer.write("a", x: 0, y: 0)
    #expect(ANSISerializer.serialize(buffer, color: true) == "a\u{1B}[0;48;5;235m  \u{1B}[0m\n")
    #expect(ANSISerializer.serialize(buffer, color: false) == "a\n")
  }

  @Test func emptyBuffer() {
    #expect(
      ANSISerializer.serialize(ScreenBuffer(size: Size(width: 0, height: 0)), color: true) == "")
    #expect(
      ANSISerializer.serialize(ScreenBuffer(size: Size(width: 0, height: 2)), color: true) == "\n\n"
    )
  }
}
