import TChartData
import Testing

@testable import TChartCells

@Suite struct TruecolorThemeTests {
  let green = RGBColor(hex: "#3DC23F")!

  @Test func truecolorThemesSendLineColoursAsTheyAre() {
    let theme = Theme(.night, depth: .truecolor)
    #expect(theme.lineStyle(green).foreground == .rgb(green))
    #expect(theme.fillColors(green).normal == .rgb(green))
    // The dimmed fill leans half way to the night background (#242F3E).
    #expect(theme.fillColors(green).dimmed == .rgb(RGBColor(red: 0x30, green: 0x78, blue: 0x3E)))
    // The theme's own greys stay palette entries.
    #expect(theme.axisLabel == Theme(.night).axisLabel)
  }

  @Test func otherDepthsSendTheNearestPaletteEntry() {
    for depth in [ColorDepth.indexed256, .indexed16] {
      #expect(Theme(.day, depth: depth).lineStyle(green).foreground == .indexed(71))
    }
  }

  @Test func monochromeStaysPlainAtTruecolor() {
    #expect(
      Theme(.night, monochrome: true, depth: .truecolor).lineStyle(green).foreground == .default)
  }

  @Test func toggledKeepsTheDepth() {
    #expect(Theme(.night, depth: .truecolor).toggled.depth == .truecolor)
  }

  @Test func aTruecolorColourFallsBackToItsNearestEntry() {
    #expect(TerminalColor.rgb(green).indexedFallback == .indexed(71))
    #expect(TerminalColor.indexed(3).indexedFallback == .indexed(3))
    #expect(TerminalColor.default.indexedFallback == .default)
  }

  @Test func ansiTextCarriesTwentyFourBitCodes() {
    let style = Style(
      foreground: .rgb(green), background: .rgb(RGBColor(red: 1, green: 2, blue: 3)))
    #expect(ANSISerializer.sgr(style) == "\u{1B}[0;38;2;61;194;63;48;2;1;2;3m")
  }
}
