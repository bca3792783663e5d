import TChartData
import Testing

@testable import TChartCells

@Suite struct ThemeTests {
  @Test func everyFixedPaletteEntryMapsToItself() {
    for index in UInt8(16)...UInt8(255) {
      #expect(XtermPalette.nearest(XtermPalette.rgb(index)!) == index)
    }
    #expect(XtermPalette.rgb(15) == nil)
  }

  @Test func nearestColours() {
    #expect(XtermPalette.nearest(RGBColor(hex: "#3DC23F")!) == 71)  // #5faf5f
    #expect(XtermPalette.nearest(RGBColor(hex: "#F34C44")!) == 203)  // #ff5f5f
    #expect(XtermPalette.nearest(RGBColor(hex: "#3896E8")!) == 68)  // #5f87d7
    #expect(XtermPalette.nearest(RGBColor(hex: "#808080")!) == 244)  // grey ramp, not cube 102
    #expect(XtermPalette.nearest(RGBColor(hex: "#000")!) == 16)  // never 0–15
    #expect(XtermPalette.nearest(RGBColor(hex: "#FFF")!) == 231)
  }

  @Test func terminalThemeKeepsTheTerminalsOwnColours() {
    let theme = Theme.terminal
    #expect(theme.base == .plain)
    #expect(theme.text.background == .default)
    #expect(theme.lineStyle(RGBColor(hex: "#3DC23F")!) == Style(foreground: .indexed(71)))
  }

  @Test func nightAndDayPaintEveryStyleOnAnExplicitBackground() {
    for theme in [Theme.night, Theme.day] {
      let styles = [
        theme.base, theme.text, theme.dimText, theme.axisLabel, theme.grid, theme.plot,
        theme.title, theme.titleDetail, theme.status, theme.legendHidden, theme.legendEllipsis,
        theme.miniMapWindow, theme.miniMapOutside, theme.miniMapEdge, theme.cursor,
        theme.tooltipBorder, theme.tooltipText, theme.lineStyle(RGBColor(hex: "#3DC23F")!),
      ]
      #expect(styles.allSatisfy { $0.background != .default && $0.foreground != .default })
    }
    #expect(Theme.night.base.background == .indexed(235))
    #expect(Theme.day.base.background == .indexed(231))
  }

  @Test func monochromeHasNoColourAndDistinguishesByAttributes() {
    for variant in Theme.Variant.allCases {
      let theme = Theme(variant, monochrome: true)
      let styles = [
        theme.base, theme.text, theme.dimText, theme.axisLabel, theme.grid, theme.plot,
        theme.title, theme.titleDetail, theme.status, theme.legendHidden, theme.legendEllipsis,
        theme.miniMapWindow, theme.miniMapOutside, theme.miniMapEdge, theme.cursor,
        theme.tooltipBorder, theme.tooltipText, theme.lineStyle(RGBColor(hex: "#3DC23F")!),
      ]
      #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
      #expect(theme.legendHidden.attributes.contains(.dim))
      #expect(theme.miniMapOutside.attributes.contains(.dim))
      #expect(theme.miniMapEdge.attributes.contains(.reverse))
      #expect(theme.cursor.attributes.contains(.bold))
      #expect(theme.title.attributes.contains(.bold))
    }
  }

  @Test func toggleSwitchesBetweenNightAndDay() {
    #expect(Theme.terminal.toggled.variant == .night)
    #expect(Theme.night.toggled.variant == .day)
    #expect(Theme.day.toggled.variant == .night)
    #expect(Theme(.day, monochrome: true).toggled.monochrome)
  }
}
