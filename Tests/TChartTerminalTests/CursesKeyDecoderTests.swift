import TChartProgram
import TChartTerminal
import Testing

/// Key codes are the fixed octal values of curses.h, written as numbers so the mapping is checked
/// against the header's ABI rather than against itself.
@Suite struct CursesKeyDecoderTests {
  @Test func arrowsAndShiftedArrows() {
    #expect(CursesKeyDecoder.key(keyCode: 0o404) == .left)
    #expect(CursesKeyDecoder.key(keyCode: 0o405) == .right)
    #expect(CursesKeyDecoder.key(keyCode: 0o403) == .up)
    #expect(CursesKeyDecoder.key(keyCode: 0o402) == .down)
    #expect(CursesKeyDecoder.key(keyCode: 0o611) == .shiftLeft)
    #expect(CursesKeyDecoder.key(keyCode: 0o622) == .shiftRight)
    #expect(CursesKeyDecoder.key(keyCode: 0o521) == .shiftUp)
    #expect(CursesKeyDecoder.key(keyCode: 0o520) == .shiftDown)
  }

  @Test func navigationAndEditingKeys() {
    #expect(CursesKeyDecoder.key(keyCode: 0o406) == .home)
    #expect(CursesKeyDecoder.key(keyCode: 0o550) == .end)
    #expect(CursesKeyDecoder.key(keyCode: 0o523) == .pageUp)
    #expect(CursesKeyDecoder.key(keyCode: 0o522) == .pageDown)
    #expect(CursesKeyDecoder.key(keyCode: 0o541) == .backTab)
    #expect(CursesKeyDecoder.key(keyCode: 0o527) == .enter)
    #expect(CursesKeyDecoder.key(keyCode: 0o407) == .backspace)
    #expect(CursesKeyDecoder.key(keyCode: 0o512) == .delete)
  }

  @Test func functionKeys() {
    #expect(CursesKeyDecoder.key(keyCode: 0o410 + 1) == .function(1))
    #expect(CursesKeyDecoder.key(keyCode: 0o410 + 12) == .function(12))
  }

  @Test func resizeAndMouseAreNotKeys() {
    #expect(CursesKeyDecoder.key(keyCode: 0o632) == nil)
    #expect(CursesKeyDecoder.key(keyCode: 0o631) == nil)
  }

  @Test func controlBytesInRawMode() {
    #expect(CursesKeyDecoder.key(character: 3) == .control("c"))
    #expect(CursesKeyDecoder.key(character: 1) == .control("a"))
    #expect(CursesKeyDecoder.key(character: 26) == .control("z"))
    #expect(CursesKeyDecoder.key(character: 9) == .tab)
    #expect(CursesKeyDecoder.key(character: 13) == .enter)
    #expect(CursesKeyDecoder.key(character: 10) == .enter)
    #expect(CursesKeyDecoder.key(character: 27) == .escape)
    #expect(CursesKeyDecoder.altKey(character: UInt32(UInt8(ascii: "x"))) == .alt("x"))
    #expect(CursesKeyDecoder.altKey(character: 27) == nil)
    #expect(CursesKeyDecoder.altKey(character: 3) == nil)
    #expect(CursesKeyDecoder.key(character: 127) == .backspace)
    #expect(CursesKeyDecoder.key(character: 8) == .backspace)
    #expect(CursesKeyDecoder.key(character: 0) == nil)
    #expect(CursesKeyDecoder.key(character: 28) == nil)
  }

  @Test func printableCharacters() {
    #expect(CursesKeyDecoder.key(character: 0x71) == .character("q"))
    #expect(CursesKeyDecoder.key(character: 0x48) == .character("H"))
    #expect(CursesKeyDecoder.key(character: 0x20) == .character(" "))
    #expect(CursesKeyDecoder.key(character: 0xE9) == .character("é"))
    #expect(CursesKeyDecoder.key(character: 0x2800) == .character("\u{2800}"))
    #expect(CursesKeyDecoder.key(character: 0x85) == nil)
    #expect(CursesKeyDecoder.key(character: 0xD800) == nil)
  }
}
