import TChartCells
import TChartData
import TChartRender
import Testing

/// Invariants of the slider at every width from 0 to 200 and many selections.
@Suite struct RangeSliderWidthTests {
  static let cases: [(Double, Double)] = [
    (0, 2_000_000), (250_000, 1_500_000), (900_000, 1_100_000), (0, 0), (2_000_000, 2_000_000),
    (0, 10_000), (1_990_000, 2_000_000), (1_000_000, 1_000_000),
  ]

  @Test(arguments: [ValueFormatter.Kind.price, .sqft, .date, .plain])
  func invariantsHoldAtEveryWidth(kind: ValueFormatter.Kind) throws {
    let formatter = ValueFormatter(kind)
    for width in 0...200 {
      for (lower, upper) in Self.cases {
        let selection = try prices(lower, upper)
        let buffer = drawSlider(selection, formatter, width: width)
        guard width > 0 else {
          #expect(buffer.lines == ["", ""])
          continue
        }
        let track = SliderTrack(rect: buffer.area, selection: selection)
        let low = track.column(for: lower)
        let high = track.column(for: upper)
        let row = Array(buffer.lines[1].unicodeScalars)
        #expect(row.count == width)
        #expect(row[low] == "●" && row[high] == "●", "width \(width)")
        #expect(row.filter { $0 == "●" }.count == (low == high ? 1 : 2), "width \(width)")
        for column in 0..<width where column != low && column != high {
          let expected: Unicode.Scalar =
            column < track.firstColumn || column > track.lastColumn
            ? " " : (column > low && column < high ? "━" : "─")
          #expect(row[column] == expected, "width \(width) column \(column)")
        }
        let labels = buffer.lines[0]
        #expect(DisplayWidth.of(labels) == width)
        let texts = [formatter.string(lower), formatter.string(upper)]
        let compact = [formatter.compactString(lower), formatter.compactString(upper)]
        let shown = labels.split(separator: " ", omittingEmptySubsequences: true).joined(
          separator: " ")
        let fits =
          texts.allSatisfy { shown.contains($0) } || compact.allSatisfy { shown.contains($0) }
          || shown.contains(formatter.joined(texts[0], texts[1]))
          || shown.contains(formatter.joined(compact[0], compact[1]))
        #expect(fits || labels.contains("…"), "width \(width): \(labels)")
      }
    }
  }
}

/// One selection ($900,000 – $1,100,000 of $0 – $2,000,000) from 10 to 200 columns: cut,
/// compact merged, full merged, then apart as the handles separate.
@Suite struct RangeSliderLabelWidthTests {
  func labels(width: Int) throws -> String {
    drawSlider(try prices(900_000, 1_100_000), ValueFormatter(.price), width: width).lines[0]
  }

  func padded(_ text: String, at x: Int, width: Int) -> String {
    let head = String(repeating: " ", count: x) + text
    return head + String(repeating: " ", count: width - DisplayWidth.of(head))
  }

  @Test func labelsAtEachWidth() throws {
    // 10 columns: handles in columns 4 and 5; even the compact merge is too wide, so it is cut.
    #expect(try labels(width: 10) == "$900K – $…")
    // 20: handles 9 and 10; "$900,000 – $1,100,000" is 21 wide, the compact merge fits.
    #expect(try labels(width: 20) == padded("$900K – $1.1M", at: 3, width: 20))
    // 40: handles 18 and 21; the full merge centred on column 19.
    #expect(try labels(width: 40) == padded("$900,000 – $1,100,000", at: 9, width: 40))
    // 80: handles 36 and 43, labels would overlap (32–39 and 38–47): merged on column 39.
    #expect(try labels(width: 80) == padded("$900,000 – $1,100,000", at: 29, width: 80))
    // 120: handles 54 and 65: "$900,000" at 50–57, "$1,100,000" at 60–69, blanks between.
    #expect(
      try labels(width: 120)
        == padded("$900,000" + String(repeating: " ", count: 2) + "$1,100,000", at: 50, width: 120))
    // 200: handles 90 and 109.
    #expect(
      try labels(width: 200)
        == padded("$900,000" + String(repeating: " ", count: 10) + "$1,100,000", at: 86, width: 200)
    )
  }
}
