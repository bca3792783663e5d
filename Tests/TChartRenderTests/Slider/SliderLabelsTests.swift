import TChartCells
import TChartData
import TChartRender
import Testing

@Suite struct SliderLabelsTests {
  let plain = ValueFormatter(.plain)

  func layout(_ lower: Double, _ upper: Double, at low: Int, _ high: Int, width: Int = 20)
    -> [SliderLabels.Placed]
  {
    SliderLabels.layout(
      lower: lower, upper: upper, formatter: plain, lowerColumn: low, upperColumn: high, x: 0,
      width: width
    ).placed
  }

  @Test func oneBlankBetweenKeepsThemApart() {
    #expect(
      layout(10, 20, at: 5, 8) == [
        .init(text: "10", x: 4, handle: .lower), .init(text: "20", x: 7, handle: .upper),
      ])
  }

  @Test func touchingLabelsMerge() {
    // "10" would take columns 4–5 and "20" columns 6–7: no blank between, so they merge.
    #expect(layout(10, 20, at: 5, 7) == [.init(text: "10 – 20", x: 3, handle: nil)])
  }

  @Test func overlappingLabelsMerge() {
    #expect(layout(100, 200, at: 5, 6) == [.init(text: "100 – 200", x: 1, handle: nil)])
  }

  @Test func mergedSquareFeetWriteTheUnitOnce() {
    // At 20 columns neither the full nor the compact labels stand apart over columns 5 and 13,
    // and "1,200 sq ft – 3,400 sq ft" would be cut; with the unit once the full merge fits.
    let labels = SliderLabels.layout(
      lower: 1_200, upper: 3_400, formatter: ValueFormatter(.sqft), lowerColumn: 5,
      upperColumn: 13, x: 0, width: 20
    ).placed
    #expect(labels == [.init(text: "1,200 – 3,400 sq ft", x: 0, handle: nil)])
    let narrower = SliderLabels.layout(
      lower: 1_200, upper: 3_400, formatter: ValueFormatter(.sqft), lowerColumn: 5,
      upperColumn: 13, x: 0, width: 18
    ).placed
    #expect(narrower == [.init(text: "1.2K – 3.4K sq ft", x: 1, handle: nil)])
  }

  @Test func equalLabelsShowOnce() {
    #expect(layout(10, 10, at: 5, 5) == [.init(text: "10", x: 4, handle: nil)])
  }

  @Test func labelsAreKeptInsideBothEnds() {
    #expect(
      layout(1000, 2000, at: 0, 19) == [
        .init(text: "1000", x: 0, handle: .lower), .init(text: "2000", x: 16, handle: .upper),
      ])
    #expect(layout(1000, 1000, at: 19, 19) == [.init(text: "1000", x: 16, handle: nil)])
  }

  @Test func mergedLabelWiderThanTheWidthIsCut() {
    #expect(
      layout(123_456, 654_321, at: 2, 3, width: 8) == [
        .init(text: "123K…", x: 0, handle: nil)
      ])
  }

  @Test func nothingForAnEmptyWidth() {
    #expect(layout(1, 2, at: 0, 0, width: 0) == [])
  }
}

@Suite struct SliderTrackTests {
  @Test func paddingAndRows() {
    let track = SliderTrack(rect: Rect(x: 3, y: 5, width: 20, height: 2), minimum: 0, maximum: 1)
    #expect([track.firstColumn, track.lastColumn, track.trackRow] == [4, 21, 6])
    #expect(track.labelRow == 5)
    let narrow = SliderTrack(rect: Rect(x: 0, y: 0, width: 5, height: 1), minimum: 0, maximum: 1)
    #expect([narrow.firstColumn, narrow.lastColumn, narrow.trackRow] == [0, 4, 0])
    #expect(narrow.labelRow == nil)
  }

  @Test func columnAndValueAreInverses() {
    for width in 1...60 {
      let track = SliderTrack(
        rect: Rect(x: 2, y: 0, width: width, height: 2), minimum: -50, maximum: 950)
      for column in track.firstColumn...track.lastColumn {
        #expect(track.column(for: track.value(atColumn: column)) == column)
      }
      #expect(track.value(atColumn: track.firstColumn) == -50)
      #expect(track.value(atColumn: track.lastColumn) == (width > 1 ? 950 : -50))
      #expect(track.value(atColumn: -100) == -50)
      #expect(track.column(for: 1e9) == track.lastColumn)
      #expect(track.column(for: .nan) == track.firstColumn)
    }
  }
}
