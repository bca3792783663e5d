import TChartModel
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
