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

  @Test func aFirstTokenWiderThanTheLineLosesItsInfoThenEndsInAnEllipsis() {
    // Never a number cut short ("1,23" would read as another value).
    #expect(line(tokens, width: 13) == "1 Joined …")
    #expect(line(tokens, width: 10) == "1 Joined …")
    #expect(line(tokens, width: 9) == "1 Joined")
    #expect(line(tokens, width: 8) == "1 Joined")
    let layout = LegendFit.fit(tokens, width: 8, cellWidth: Self.cellWidth)
    #expect(layout.items.map(\.showsInfo) == [false])
    #expect(layout.ellipsisColumn == nil)
    #expect(line(tokens, width: 7) == "1 Join…")
    #expect(line(tokens, width: 5) == "1 Jo…")
    #expect(line(tokens, width: 3) == "1 …")
    #expect(line(tokens, width: 2) == "1")
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
    // Too wide with its info: "1 日本語" (8 cells) without it.
    #expect(line(cjk, width: 9) == "1 日本語")
    #expect(line(cjk, width: 8) == "1 日本語")
    // Cut with an ellipsis; a wide character that would straddle the edge is left out.
    #expect(line(cjk, width: 7) == "1 日本…")
    #expect(line(cjk, width: 6) == "1 日…")
  }

  @Test func tokensWithoutInfoAndEmptyInput() {
    let bare = [LegendToken(key: "1", name: "A"), LegendToken(key: "2", name: "B", info: "")]
    #expect(line(bare, width: 20) == "1 A  2 B")
    #expect(LegendFit.fit([], width: 20, cellWidth: Self.cellWidth).items.isEmpty)
  }
}

@Suite struct LegendFitPropertyTests {
  @Test func rulesHoldForRandomTokensAndWidths() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let names = ["A", "Joined", "日本", "Apricots", "中文名字", "x y"]
    for _ in 0..<3000 {
      let tokens = (0..<(next(6) + 1)).map { index in
        LegendToken(
          key: "\(index + 1)", name: names[next(names.count)],
          info: next(3) == 0 ? nil : String(repeating: "9", count: next(7) + 1))
      }
      let width = next(70)
      let layout = LegendFit.fit(tokens, width: width, cellWidth: LegendFitTests.cellWidth)
      let cells = { (text: String) in
        text.unicodeScalars.reduce(0) { $0 + LegendFitTests.cellWidth($1) }
      }
      #expect(layout.width <= width)
      guard width > 0 else {
        #expect(layout.items.isEmpty)
        continue
      }
      // Tokens kept are a prefix, in order; the first is always there.
      #expect(layout.items.map(\.index) == Array(0..<layout.items.count))
      // The first token is whole unless it alone is wider than the line.
      let first = tokens[0].text(withInfo: true)
      let firstBare = tokens[0].text(withInfo: false)
      if cells(first) <= width {
        #expect(layout.items[0].text == first)
        #expect(layout.items[0].showsInfo)
      } else if cells(firstBare) <= width {
        #expect(layout.items[0].text == firstBare)
      } else {
        #expect(layout.items[0].text.hasSuffix("…") || width < 3)
      }
      // Info labels are dropped from the end: shown ones form a prefix.
      let shown = layout.items.map(\.showsInfo)
      #expect(shown == shown.sorted { $0 && !$1 })
      // Tokens are dropped only once every other info label is gone.
      if layout.items.count < tokens.count {
        #expect(layout.items.dropFirst().allSatisfy { !$0.showsInfo })
      }
      // The ellipsis appears only when tokens were dropped.
      if layout.ellipsisColumn != nil { #expect(layout.items.count < tokens.count) }
      // Greedy: with all tokens kept, showing one more info label would not fit.
      if layout.items.count == tokens.count, let hidden = shown.firstIndex(of: false) {
        if hidden == 0 {
          #expect(cells(first) > width)  // the first token loses its info only when too wide
        } else {
          let extra =
            cells(tokens[hidden].text(withInfo: true))
            - cells(tokens[hidden].text(withInfo: false))
          #expect(layout.width + extra > width)
        }
      }
    }
  }
}
