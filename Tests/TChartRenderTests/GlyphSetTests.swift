import Testing

@testable import TChartCells
@testable import TChartRender

/// ``GlyphSet``: the dot tables, the translation of every other character, and exact small
/// graphs in each set.
@Suite struct GlyphSetTests {
  func graph(
    _ values: [[Double]], glyphs: GlyphSet, width: Int, height: Int, x: ClosedRange<Double>,
    y: ClosedRange<Double>
  ) -> String {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    LineGraph(
      chart: Fixtures.numbers(values), xRange: x, yRange: y,
      theme: Theme(glyphs: glyphs)
    ).render(into: &buffer, area: buffer.area)
    glyphs.apply(to: &buffer)
    return buffer.text
  }

  @Test func brailleDotsAreTheBrailleBlock() {
    for mask in 0...255 {
      #expect(GlyphSet.braille.dot(UInt8(mask)).value == 0x2800 + UInt32(mask))
    }
  }

  @Test func blockDotsAreQuadrantsCoveringTheDots() {
    #expect(GlyphSet.blocks.dot(0) == " ")
    #expect(GlyphSet.blocks.dot(0x01) == "▘")
    #expect(GlyphSet.blocks.dot(0x80) == "▗")
    #expect(GlyphSet.blocks.dot(0x47) == "▌")
    #expect(GlyphSet.blocks.dot(0x09) == "▀")
    #expect(GlyphSet.blocks.dot(0xC0) == "▄")
    #expect(GlyphSet.blocks.dot(0x03 | 0xA0) == "▚")
    #expect(GlyphSet.blocks.dot(0xFF) == "█")
    for mask in 0...255 {
      let glyph = GlyphSet.blocks.dot(UInt8(mask))
      #expect(glyph == " " || (0x2580...0x259F).contains(glyph.value))
    }
  }

  @Test func asciiDotsFollowPlaceAndSlope() {
    let ascii = GlyphSet.ascii
    #expect(ascii.dot(0) == " ")
    #expect(ascii.dot(0x09) == "'")  // flat, top row
    #expect(ascii.dot(0x12) == "-")  // flat, second row
    #expect(ascii.dot(0xC0) == "_")  // flat, bottom row
    #expect(ascii.dot(0x03 | 0xA0) == "\\")  // left high, right low
    #expect(ascii.dot(0x44 | 0x18) == "/")  // left low, right high
    #expect(ascii.dot(0x47) == "|")  // one whole column
    #expect(ascii.dot(0x01) == "'")  // one dot at the top
    #expect(ascii.dot(0x80) == ".")  // one dot at the bottom
    #expect(ascii.dot(0x41) == ":")  // top and bottom of one column
    #expect(ascii.dot(0xFF) == "#")
    for mask in 0...255 { #expect(ascii.dot(UInt8(mask)).value < 0x80) }
  }

  @Test func otherCharactersBecomeASCIIOrStayBlocks() {
    let text = "╭─╮│╰╯ ● ○ … – · ← → ↑ ↓ ⇧ × ≤ ━ ▏ ▶ Σ ▐▌ ▁▄█ ░▒▓"
    var buffer = ScreenBuffer(size: Size(width: 60, height: 1))
    buffer.write(text, x: 0, y: 0)
    var ascii = buffer
    GlyphSet.ascii.apply(to: &ascii)
    #expect(ascii.line(0).hasPrefix("+-+|++ o * ~ - | < > ^ v S x < = | > S [] _=# :+%"))
    var blocks = buffer
    GlyphSet.blocks.apply(to: &blocks)
    #expect(blocks.line(0).hasPrefix("+-+|++ o * ~ - | < > ^ v S x < = ▏ > S ▐▌ ▁▄█ ░▒▓"))
    var braille = buffer
    GlyphSet.braille.apply(to: &braille)
    #expect(braille == buffer)
  }

  /// Every character outside ASCII that the widgets and formats write (in their string
  /// literals), besides the generated braille and eighth blocks.
  static let drawnCharacters = "·×Σ–…←↑→↓↔⇧≤─━│╭╮╯╰█▌▏▐░▒▓■□▲△▶◆◇○●"

  @Test func everyDrawnCharacterHasAStandInThatIsNotAQuestionMark() {
    for scalar in Self.drawnCharacters.unicodeScalars {
      let ascii = GlyphSet.ascii.glyph(for: scalar)
      #expect(ascii.value < 0x80 && ascii != "?", "\(scalar) → \(ascii)")
      let block = GlyphSet.blocks.glyph(for: scalar)
      #expect(block == ascii || (0x2580...0x259F).contains(block.value), "\(scalar) → \(block)")
    }
    for eighths in 1...8 {
      let block = FillRaster.lowerBlock(eighths)
      #expect(GlyphSet.ascii.glyph(for: block) != "?")
      #expect(GlyphSet.blocks.glyph(for: block) == block)
    }
  }

  @Test func aWideCharacterBecomesTwoQuestionMarks() {
    var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
    buffer.write("a宽é", x: 0, y: 0)
    GlyphSet.ascii.apply(to: &buffer)
    #expect(buffer.line(0) == "a???  ")
    #expect(buffer.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func allMonochromeMarkersStayDistinctInASCII() {
    let markers = Theme.lineMarkers.map { GlyphSet.ascii.glyph(for: $0) }
    #expect(Set(markers).count == markers.count)
    #expect(markers.allSatisfy { $0.value < 0x80 && $0 != "?" })
  }

  @Test func anASCIIDiagonalAndFlatLine() {
    #expect(
      graph([[0, 1, 2, 3, 4, 5, 6, 7]], glyphs: .ascii, width: 4, height: 2, x: 0...7, y: 0...7)
        == "  //\n//  ")
    #expect(
      graph([[5, 5, 5, 5]], glyphs: .ascii, width: 4, height: 2, x: 0...3, y: 0...10)
        == "____\n    ")
  }

  @Test func aBlocksDiagonalAndFlatLine() {
    #expect(
      graph([[0, 1, 2, 3, 4, 5, 6, 7]], glyphs: .blocks, width: 4, height: 2, x: 0...7, y: 0...7)
        == "  ▄▀\n▄▀  ")
    #expect(
      graph([[5, 5, 5, 5]], glyphs: .blocks, width: 4, height: 2, x: 0...3, y: 0...10)
        == "▄▄▄▄\n    ")
  }

  @Test func aSteepPeakInASCII() {
    let text = graph(
      [[0, 8, 0, 8, 0]], glyphs: .ascii, width: 8, height: 2, x: 0...4, y: 0...8)
    #expect(
      text == """
         /\\. /\\\u{20}
        /' \\/ '\\
        """)
  }
}
