import Testing

@testable import TChartModel

@Suite struct LegendFitTests {
  /// Width 2 for CJK ideographs, 1 otherwise (the render module's table agrees on these).
  static func cellWidth(_ scalar: Unicode.Scalar) -> Int {
    (0x4E00...0x9FFF).contains(scalar.value) ? 2 : 1
  }

  let tokens = [
    LegendToken(key: "1", name: "Joined", info: "1,234"),
    LegendToken(key: "2", name: "Left", info: "56"),
    LegendToken(key: "3", name: "Total", info: "1,290"),
  ]

  func line(_ tokens: [LegendToken], width: Int) -> String {
    let layout = LegendFit.fit(tokens, width: width, cellWidth: Self.cellWidth)
    var text = ""
    var column = 0
    for item in layout.items {
      text += String(repeating: " ", count: item.column - column) + item.text
      column = item.column + item.text.unicodeScalars.reduce(0) { $0 + Self.cellWidth($1) }
    }
    if let ellipsis = layout.ellipsisColumn {
      text += String(repeating: " ", count: ellipsis - column) + "…"
      column = ellipsis + 1
    }
    #expect(column == layout.width)
    #expect(layout.width <= width)
    return text
  }

  @Test func everythingFits() {
    #expect(line(tokens, width: 40) == "1 Joined 1,234  2 Left 56  3 Total 1,290")
    #expect(line(tokens, width: 80) == "1 Joined 1,234  2 Left 56  3 Total 1,290")
  }

  @Test func infoLabelsGoFromTheLastTokenFirst() {
    #expect(line(tokens, width: 39) == "1 Joined 1,234  2 Left 56  3 Total")
    #expect(line(tokens, width: 34) == "1 Joined 1,234  2 Left 56  3 Total")
    #expect(line(tokens, width: 33) == "1 Joined 1,234  2 Left  3 Total")
    #expect(line(tokens, width: 31) == "1 Joined 1,234  2 Left  3 Total")
  }

  @Test func thenWholeTokensFromTheLastWithAnEllipsis() {
    #expect(line(tokens, width: 30) == "1 Joined 1,234  2 Left …")
    #expect(line(tokens, width: 24) == "1 Joined 1,234  2 Left …")
    #expect(line(tokens, width: 23) == "1 Joined 1,234 …")
    #expect(line(tokens, width: 16) == "1 Joined 1,234 …")
  }

  @Test func theFirstTokenIsNeverShortenedEvenWithoutRoomForTheEllipsis() {
    #expect(line(tokens, width: 15) == "1 Joined 1,234")
    #expect(line(tokens, width: 14) == "1 Joined 1,234")
    let layout = LegendFit.fit(tokens, width: 14, cellWidth: Self.cellWidth)
    #expect(layout.items.map(\.showsInfo) == [true])
    #expect(layout.ellipsisColumn == nil)
  }

  @Test func aFirstTokenWiderThanTheLineIsCutAtTheWidth() {
    #expect(line(tokens, width: 13) == "1 Joined 1,23")
    #expect(line(tokens, width: 5) == "1 Joi")
    #expect(line(tokens, width: 1) == "1")
    let empty = LegendFit.fit(tokens, width: 0, cellWidth: Self.cellWidth)
    #expect(empty.items.isEmpty && empty.width == 0)
  }

  @Test func widthsAreDisplayCells() {
    let cjk = [
      LegendToken(key: "1", name: "日本語", info: "5"),
      LegendToken(key: "2", name: "中文", info: "7"),
    ]
    // "1 日本語 5" is 10 cells, "2 中文 7" is 8 cells.
    #expect(line(cjk, width: 20) == "1 日本語 5  2 中文 7")
    #expect(line(cjk, width: 19) == "1 日本語 5  2 中文")
    #expect(line(cjk, width: 18) == "1 日本語 5  2 中文")
    #expect(line(cjk, width: 17) == "1 日本語 5 …")
    // A wide character that would straddle the edge is left out.
    #expect(line(cjk, width: 7) == "1 日本")
    #expect(line(cjk, width: 6) == "1 日本")
  }

  @Test func tokensWithoutInfoAndEmptyInput() {
    let bare = [LegendToken(key: "1", name: "A"), LegendToken(key: "2", name: "B", info: "")]
    #expect(line(bare, width: 20) == "1 A  2 B")
    #expect(LegendFit.fit([], width: 20, cellWidth: Self.cellWidth).items.isEmpty)
  }
}
