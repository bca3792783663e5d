import Testing

@testable import TChartCells

@Suite struct ThemeMarkerTests {
  @Test func colourUsesOneMarkMonochromeOnePerLine() {
    #expect((0..<10).map { Theme.night.marker(forLine: $0) }.allSatisfy { $0 == "●" })
    let mono = Theme(.terminal, monochrome: true)
    #expect((0..<8).map { mono.marker(forLine: $0) } == Theme.lineMarkers)
    #expect(mono.marker(forLine: 8) == "●" && mono.marker(forLine: 9) == "○")
  }
}
