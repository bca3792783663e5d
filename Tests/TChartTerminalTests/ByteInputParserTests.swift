import TChartCells
import TChartProgram
import TChartTerminal
import Testing

@Suite struct ByteInputParserTests {
  func parse(_ text: String, final: Bool = false) -> [ParsedInput] {
    ByteInputParser.parse(Array(text.utf8), final: final).inputs
  }

  func key(_ key: Key) -> ParsedInput { .event(.key(key)) }

  func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> ParsedInput {
    .event(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
  }

  @Test func plainAndControlBytes() {
    #expect(
      parse("q\t\r\u{3}\u{7F}") == [
        key(.character("q")), key(.tab), key(.enter), key(.control("c")), key(.backspace),
      ])
  }

  @Test func utf8Characters() {
    #expect(parse("é⣿") == [key(.character("é")), key(.character("⣿"))])
  }

  @Test func arrowsInBothModes() {
    #expect(
      parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
    #expect(parse("\u{1B}OA\u{1B}OD") == [key(.up), key(.left)])
  }

  @Test func shiftedArrowsAndBackTab() {
    #expect(
      parse("\u{1B}[1;2C\u{1B}[1;2D\u{1B}[1;2A\u{1B}[1;2B\u{1B}[Z") == [
        key(.shiftRight), key(.shiftLeft), key(.shiftUp), key(.shiftDown), key(.backTab),
      ])
  }

  @Test func homeEndAndPages() {
    #expect(
      parse("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF") == [
        key(.home), key(.end), key(.home), key(.end), key(.home), key(.end),
      ])
    #expect(parse("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [key(.pageUp), key(.pageDown), key(.delete)])
  }

  @Test func functionKeys() {
    #expect(
      parse("\u{1B}OP\u{1B}[15~\u{1B}[24~") == [
        key(.function(1)), key(.function(5)), key(.function(12)),
      ])
  }

  @Test func sgrMousePressDragReleaseAreZeroBased() {
    #expect(
      parse("\u{1B}[<0;10;5M\u{1B}[<32;12;5M\u{1B}[<0;12;5m") == [
        mouse(.press(.left), 9, 4), mouse(.drag, 11, 4), mouse(.release, 11, 4),
      ])
  }

  @Test func sgrMouseOtherButtonsModifiersAndWheel() {
    #expect(
      parse("\u{1B}[<2;1;1M\u{1B}[<1;3;3M\u{1B}[<4;7;2M") == [
        mouse(.press(.right), 0, 0), mouse(.press(.middle), 2, 2), mouse(.press(.left), 6, 1),
      ])
    #expect(
      parse("\u{1B}[<64;10;5M\u{1B}[<65;10;5M") == [mouse(.wheelUp, 9, 4), mouse(.wheelDown, 9, 4)])
  }

  @Test func hoverWithoutButtonIsIgnored() {
    #expect(parse("\u{1B}[<35;4;4M") == [])
  }

  @Test func cursorPositionReport() {
    #expect(parse("\u{1B}[12;1R") == [.cursorPosition(row: 12, column: 1)])
  }

  @Test func loneEscapeWaitsUnlessFinal() {
    let bytes = Array("x\u{1B}".utf8)
    let waiting = ByteInputParser.parse(bytes, final: false)
    #expect(waiting.inputs == [key(.character("x"))])
    #expect(waiting.consumed == 1)
    let final = ByteInputParser.parse(bytes, final: true)
    #expect(final.inputs == [key(.character("x")), key(.escape)])
    #expect(final.consumed == 2)
  }

  @Test func sequenceCutInTheMiddleIsKeptForTheNextRead() {
    let bytes = Array("\u{1B}[<0;10".utf8)
    let result = ByteInputParser.parse(bytes, final: false)
    #expect(result.inputs == [])
    #expect(result.consumed == 0)
    let rest = bytes + Array(";5M".utf8)
    #expect(ByteInputParser.parse(rest, final: false).inputs == [mouse(.press(.left), 9, 4)])
  }

  @Test func escapeAndAPrintableCharacterInOneReadIsAlt() {
    // `M-x` arrives as `Esc x`: Alt-x, not `Esc` (quit) then `x`.
    #expect(parse("\u{1B}x") == [key(.alt("x"))])
    #expect(parse("\u{1B}q\u{1B}Q") == [key(.alt("q")), key(.alt("Q"))])
  }

  @Test func escapeFollowedByAControlKeyIsEscapeThenTheKey() {
    #expect(parse("\u{1B}\u{3}") == [key(.escape), key(.control("c"))])
    #expect(parse("\u{1B}\u{1B}", final: true) == [key(.escape), key(.escape)])
  }

  @Test func unknownAndBrokenSequencesAreSkipped() {
    #expect(parse("\u{1B}[99xq") == [key(.character("q"))])
    #expect(parse("\u{1B}[1\u{1}q") == [key(.control("a")), key(.character("q"))])
    #expect(ByteInputParser.parse([0xFF, 0x71], final: false).inputs == [key(.character("q"))])
    #expect(ByteInputParser.parse([0xC3, 0x71], final: false).inputs == [key(.character("q"))])
  }

  @Test func truncatedUTF8WaitsUnlessFinal() {
    let bytes: [UInt8] = [0xE2, 0xA3]
    #expect(ByteInputParser.parse(bytes, final: false).consumed == 0)
    #expect(ByteInputParser.parse(bytes, final: true) == ([], 2))
  }
}
