import TChartData
import TChartRender
import TChartTerminal
import Testing

@Suite struct DirectColorTests {
  @Test func xtermAnnouncingTruecolorOpensTheDirect256Entry() {
    #expect(
      DirectColorEntry.name(term: "xterm-256color", colorTerm: "truecolor") == "xterm-direct256")
    #expect(DirectColorEntry.name(term: "xterm", colorTerm: "24BIT") == "xterm-direct256")
  }

  @Test func otherTerminalsKeepTheirEntry() {
    #expect(DirectColorEntry.name(term: "xterm-256color", colorTerm: "") == nil)
    #expect(DirectColorEntry.name(term: "xterm-direct", colorTerm: "truecolor") == nil)
    #expect(DirectColorEntry.name(term: "tmux-256color", colorTerm: "truecolor") == nil)
    #expect(DirectColorEntry.name(term: "linux", colorTerm: "truecolor") == nil)
  }

  @Test func passedIndexesFollowTheEntrysName() {
    #expect(DirectColorEntry.passedIndexes(entry: "xterm-direct256") == 256)
    #expect(DirectColorEntry.passedIndexes(entry: "xterm-direct16") == 16)
    #expect(DirectColorEntry.passedIndexes(entry: "xterm-direct") == 8)
  }

  @Test func directTerminalsTakeTwentyFourBitNumbers() {
    let table = ColorPairTable(limit: 0x10000, colors: 0x100_0000, directIndexes: 256)
    #expect(table.isDirect)
    #expect(table.number(.rgb(RGBColor(hex: "#3DC23F")!)) == 0x3DC23F)
    #expect(table.number(.indexed(71)) == 71)
    #expect(table.number(.default) == -1)
    // Below 256 a number is a palette index: the darkest blues move one step of green up.
    #expect(table.number(.rgb(RGBColor(red: 0, green: 0, blue: 0x20))) == 0x120)
  }

  @Test func plainDirectEntriesSendPaletteColoursAsTheirRGB() {
    let table = ColorPairTable(limit: 0x10000, colors: 0x100_0000, directIndexes: 8)
    #expect(table.number(.indexed(3)) == 3)
    #expect(table.number(.indexed(11)) == 3)  // bright yellow has no fixed RGB: basic yellow
    #expect(table.number(.indexed(71)) == 0x5FAF5F)
    #expect(table.number(.indexed(16)) == 0x100)  // black, nudged past the indexes
  }

  @Test func indexedTerminalsTakeTheNearestEntry() {
    let table = ColorPairTable(limit: 256, colors: 256)
    #expect(!table.isDirect)
    #expect(table.number(.rgb(RGBColor(hex: "#3DC23F")!)) == 71)
    let basic = ColorPairTable(limit: 64, colors: 8)
    #expect(basic.number(.rgb(RGBColor(hex: "#F34C44")!)) == basic.number(.indexed(203)))
  }
}
