import TChartCells
import TChartData
import TChartRender
import Testing

/// A track over sample indices laid out at their x values (the explorer's slider row).
@Suite struct SliderTrackPositionsTests {
  // Five samples, the last far away: index 3 sits at x = 30, a third of the way to x = 90.
  let positions = SamplePositions([0, 10, 20, 30, 90])
  let rect = Rect(x: 0, y: 0, width: 12, height: 2)

  @Test func handlesSitAtTheirSamplesX() {
    let track = SliderTrack(rect: rect, minimum: 0, maximum: 4, positions: positions)
    // Track columns 1…10 span x 0…90: 10 x units a column.
    #expect(track.column(for: 0) == 1)
    #expect(track.column(for: 3) == 4)
    #expect(track.column(for: 3.5) == 7)
    #expect(track.column(for: 4) == 10)
    #expect(track.displayValue(3.5) == 60)
  }

  @Test func aColumnReadsTheFractionalSampleUnderIt() {
    let track = SliderTrack(rect: rect, minimum: 0, maximum: 4, positions: positions)
    #expect(track.value(atColumn: 4) == 3)
    #expect(track.value(atColumn: 7) == 3.5)
    for column in track.firstColumn...track.lastColumn {
      #expect(track.column(for: track.value(atColumn: column)) == column)
    }
  }

  @Test func oneSampleFallsBackToALinearTrack() {
    let track = SliderTrack(rect: rect, minimum: 0, maximum: 1, positions: SamplePositions([5]))
    #expect(track.positions == nil)
    #expect(track.column(for: 1) == 10)
  }
}
