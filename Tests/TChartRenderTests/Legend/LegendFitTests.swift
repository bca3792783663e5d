import Testing

@testable import TChartRender

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
    if let mark = layout.valuesMark {
      text += String(repeating: " ", count: mark - column) + LegendFit.valuesMark
      column = mark + 1
    }
    if let more = layout.more {
      text += String(repeating: " ", count: more.column - column) + more.text
      column = more.column + more.text.count
    }
    #expect(column == layout.width)
    #expect(layout.width <= width)
    return text
  }

  @Test func everythingFits() {
    #expect(line(tokens, width: 40) == "1 Joined 1,234  2 Left 56  3 Total 1,290")
    #expect(line(tokens, width: 80) == "1 Joined 1,234  2 Left 56  3 Total 1,290")
  }

  /// A `…` after the tokens says that values were left out (issue 26).
  @Test func infoLabelsGoFromTheLastTokenFirstWithAMark() {
    #expect(line(tokens, width: 39) == "1 Joined 1,234  2 Left 56  3 Total  …")
    #expect(line(tokens, width: 37) == "1 Joined 1,234  2 Left 56  3 Total  …")
    #expect(line(tokens, width: 36) == "1 Joined 1,234  2 Left  3 Total  …")
    #expect(line(tokens, width: 34) == "1 Joined 1,234  2 Left  3 Total  …")
    let layout = LegendFit.fit(tokens, width: 34, cellWidth: Self.cellWidth)
    #expect(layout.items.map(\.showsInfo) == [true, false, false])
    #expect(layout.valuesMark == 33 && layout.more == nil)
    // Every value shown: no mark.
    #expect(LegendFit.fit(tokens, width: 40, cellWidth: Self.cellWidth).valuesMark == nil)
  }

  /// Replaces the old `…` rule (issue 11): dropped tokens are counted by `+N`, and the tokens
  /// kept show their values (the first dropped one may come back without its value, and the
  /// mark).
  @Test func thenWholeTokensFromTheLastKeepingValuesWithACount() {
    #expect(line(tokens, width: 33) == "1 Joined 1,234  2 Left 56  +1")
    #expect(line(tokens, width: 29) == "1 Joined 1,234  2 Left 56  +1")
    #expect(line(tokens, width: 28) == "1 Joined 1,234  +2")
    #expect(line(tokens, width: 18) == "1 Joined 1,234  +2")
    let many = tokens + [LegendToken(key: "4", name: "Mean", info: "7")]
    // "1 Joined 1,234  2 Left 56  3 Total  …  +1": the first dropped token back without value.
    #expect(line(many, width: 41) == "1 Joined 1,234  2 Left 56  3 Total  …  +1")
    #expect(line(many, width: 40) == "1 Joined 1,234  2 Left 56  +2")
  }

  /// Values take their short forms (`12.3M`) before any is left out (issue 26).
  @Test func valuesAreAbbreviatedBeforeTheyAreLeftOut() {
    let mixed = [
      LegendToken(key: "1", name: "Pop", info: "320,000", shortInfo: "320K"),
      LegendToken(key: "2", name: "Spend", info: "12,345,678", shortInfo: "12.3M"),
      LegendToken(key: "3", name: "Rate", info: "7.6"),
    ]
    #expect(line(mixed, width: 45) == "1 Pop 320,000  2 Spend 12,345,678  3 Rate 7.6")
    #expect(!LegendFit.fit(mixed, width: 45, cellWidth: Self.cellWidth).abbreviated)
    #expect(line(mixed, width: 44) == "1 Pop 320K  2 Spend 12.3M  3 Rate 7.6")
    #expect(LegendFit.fit(mixed, width: 44, cellWidth: Self.cellWidth).abbreviated)
    #expect(line(mixed, width: 37) == "1 Pop 320K  2 Spend 12.3M  3 Rate 7.6")
    #expect(line(mixed, width: 36) == "1 Pop 320K  2 Spend 12.3M  3 Rate  …")
    #expect(line(mixed, width: 35) == "1 Pop 320K  2 Spend  3 Rate  …")
    #expect(line(mixed, width: 30) == "1 Pop 320K  2 Spend  3 Rate  …")
    #expect(line(mixed, width: 29) == "1 Pop 320K  2 Spend 12.3M  +1")
    // The first token keeps its (short) value as long as it fits.
    #expect(line(mixed, width: 14) == "1 Pop 320K  +2")
    #expect(line(mixed, width: 10) == "1 Pop 320K")
  }

  @Test func theFirstTokenIsNeverShortenedEvenWithoutRoomForTheCount() {
    #expect(line(tokens, width: 17) == "1 Joined 1,234")
    #expect(line(tokens, width: 14) == "1 Joined 1,234")
    let layout = LegendFit.fit(tokens, width: 14, cellWidth: Self.cellWidth)
    #expect(layout.items.map(\.showsInfo) == [true])
    #expect(layout.more == nil)
  }

  @Test func aFirstTokenWiderThanTheLineLosesItsInfoThenEndsInAnEllipsis() {
    // Never a number cut short ("1,23" would read as another value); `+N` before the mark.
    #expect(line(tokens, width: 13) == "1 Joined  +2")
    #expect(line(tokens, width: 12) == "1 Joined  +2")
    #expect(line(tokens, width: 11) == "1 Joined  …")
    #expect(line(tokens, width: 10) == "1 Joined")
    #expect(line(tokens, width: 8) == "1 Joined")
    let layout = LegendFit.fit(tokens, width: 8, cellWidth: Self.cellWidth)
    #expect(layout.items.map(\.showsInfo) == [false])
    #expect(layout.more == nil)
    #expect(line(tokens, width: 7) == "1 Join…")
    #expect(line(tokens, width: 5) == "1 Jo…")
    #expect(line(tokens, width: 3) == "1 …")
    #expect(line(tokens, width: 2) == "1")
    #expect(line(tokens, width: 1) == "1")
    let empty = LegendFit.fit(tokens, width: 0, cellWidth: Self.cellWidth)
    #expect(empty.items.isEmpty && empty.width == 0)
  }

  /// A hidden line keeps its token, name only, in its place (issue 26): `+N` takes the tail,
  /// never the token just clicked.
  @Test func hiddenTokensKeepTheirPlaces() {
    let mixed = [
      LegendToken(key: "1", name: "Joined", hidden: true),
      LegendToken(key: "2", name: "Left", info: "56"),
      LegendToken(key: "3", name: "Total", hidden: true),
      LegendToken(key: "4", name: "Mean", info: "7.5"),
    ]
    #expect(line(mixed, width: 40) == "1 Joined  2 Left 56  3 Total  4 Mean 7.5")
    #expect(line(mixed, width: 39) == "1 Joined  2 Left 56  3 Total  4 Mean  …")
    #expect(line(mixed, width: 36) == "1 Joined  2 Left  3 Total  4 Mean  …")
    #expect(line(mixed, width: 35) == "1 Joined  2 Left 56  3 Total  +1")
    #expect(line(mixed, width: 32) == "1 Joined  2 Left 56  3 Total  +1")
    #expect(line(mixed, width: 31) == "1 Joined  2 Left 56  +2")
    #expect(line(mixed, width: 23) == "1 Joined  2 Left 56  +2")
    #expect(line(mixed, width: 22) == "1 Joined  +3")
    // Every line hidden: the first token stays.
    let allHidden = mixed.map { LegendToken(key: $0.key, name: $0.name, hidden: true) }
    #expect(line(allHidden, width: 12) == "1 Joined  +3")
    // A hidden token's text never has a value: no mark for it.
    #expect(LegendFit.fit(allHidden, width: 40, cellWidth: Self.cellWidth).valuesMark == nil)
  }

  @Test func marksAndKeylessTokens() {
    let marked = [
      LegendToken(key: "9", name: "Nine", info: "9", mark: "●"),
      LegendToken(key: "", name: "Ten", info: "10", mark: "○"),
    ]
    #expect(marked[1].parts(withInfo: true) == ["○", "Ten", "10"])
    #expect(line(marked, width: 30) == "● 9 Nine 9  ○ Ten 10")
    let keyless = [LegendToken(key: "", name: "Eleventh line", info: "11")]
    #expect(line(keyless, width: 8) == "Elevent…")
    #expect(line(keyless, width: 2) == "El")
  }

  @Test func widthsAreDisplayCells() {
    let cjk = [
      LegendToken(key: "1", name: "日本語", info: "5"),
      LegendToken(key: "2", name: "中文", info: "7"),
    ]
    // "1 日本語 5" is 10 cells, "2 中文 7" is 8 cells.
    #expect(line(cjk, width: 20) == "1 日本語 5  2 中文 7")
    #expect(line(cjk, width: 19) == "1 日本語 5  +1")
    #expect(line(cjk, width: 14) == "1 日本語 5  +1")
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
      let tokens = (0..<(next(next(4) == 0 ? 30 : 6) + 1)).map { index in
        let hidden = next(4) == 0
        return LegendToken(
          key: index < 9 ? "\(index + 1)" : "", name: names[next(names.count)],
          info: hidden || next(3) == 0 ? nil : String(repeating: "9", count: next(7) + 1),
          hidden: hidden)
      }
      let width = next(120)
      let layout = LegendFit.fit(tokens, width: width, cellWidth: LegendFitTests.cellWidth)
      let cells = { (text: String) in
        text.unicodeScalars.reduce(0) { $0 + LegendFitTests.cellWidth($1) }
      }
      #expect(layout.width <= width)
      guard width > 0 else {
        #expect(layout.items.isEmpty)
        continue
      }
      let indices = layout.items.map(\.index)
      // Tokens kept are a prefix, hidden ones included: `+N` takes the tail.
      #expect(indices == Array(0..<indices.count))
      // `+N` counts exactly the tokens not shown.
      let dropped = tokens.count - layout.items.count
      if let more = layout.more { #expect(more.count == dropped && dropped > 0) }
      // The first token shown is whole unless it alone is wider than the line.
      let firstToken = tokens[indices[0]]
      let first = firstToken.text(withInfo: true)
      let firstBare = firstToken.text(withInfo: false)
      if cells(first) <= width {
        #expect(layout.items[0].text == first)
      } else if cells(firstBare) <= width {
        #expect(layout.items[0].text == firstBare)
      } else {
        #expect(layout.items[0].text.hasSuffix("…") || width < 3)
      }
      // Info labels are dropped from the end: shown ones form a prefix of the tokens having one.
      let withInfo = layout.items.filter { tokens[$0.index].hasInfo }.map(\.showsInfo)
      #expect(withInfo == withInfo.sorted { $0 && !$1 })
      // The mark shows only when a shown token's value is left out, and always then unless
      // the first token alone is too wide for it.
      let leftOut = layout.items.filter { tokens[$0.index].hasInfo && !$0.showsInfo }.count
      if layout.valuesMark != nil { #expect(leftOut > 0) }
      if leftOut > 0, cells(first) <= width { #expect(layout.valuesMark != nil) }
      // When a visible line's token is dropped, every kept token but the last shows its value.
      let droppedVisible = tokens.indices.contains { !tokens[$0].hidden && !indices.contains($0) }
      if droppedVisible, cells(first) <= width {
        #expect(
          layout.items.dropLast().allSatisfy { $0.showsInfo || !tokens[$0.index].hasInfo })
      }
      // Greedy: with all tokens kept, showing one more info label would not fit.
      if dropped == 0,
        let hidden = layout.items.firstIndex(where: {
          tokens[$0.index].hasInfo && !$0.showsInfo
        })
      {
        if hidden == 0 {
          #expect(cells(first) > width)  // the first token loses its info only when too wide
        } else {
          let token = tokens[layout.items[hidden].index]
          // Showing it takes its label's cells, and the mark's when it is the only one left out.
          let mark = leftOut == 1 ? LegendFit.separator.count + 1 : 0
          let extra = cells(token.text(withInfo: true)) - cells(token.text(withInfo: false))
          #expect(layout.width + extra - mark > width)
        }
      }
    }
  }
}
