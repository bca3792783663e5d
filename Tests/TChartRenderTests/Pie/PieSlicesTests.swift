import Testing

@testable import TChartRender

@Suite struct PieSlicesTests {
  let turn = PieSlices.fullTurn

  @Test func slicesGoClockwiseFromTwelveInSeriesOrder() {
    let pie = PieSlices(values: [1, 2, 1], colors: [.indexed(1), .indexed(2), .indexed(3)])
    #expect(pie.slices.map(\.startAngle) == [0, turn / 4, turn * 3 / 4])
    #expect(pie.slices.map(\.endAngle) == [turn / 4, turn * 3 / 4, turn])
    #expect(pie.slices.map(\.percent) == [25, 50, 25])
    #expect(pie.slices.map(\.share) == [0.25, 0.5, 0.25])
    #expect(pie.slices.map(\.color) == [.indexed(1), .indexed(2), .indexed(3)])
    #expect(pie.slices.map(\.label) == ["25%", "50%", "25%"])
    #expect(pie.slices[1].midAngle == turn / 2)
  }

  @Test func anglesFindTheirSlice() {
    let pie = PieSlices(values: [1, 2, 1], colors: [])
    #expect(pie.slice(atAngle: 0) == 0)
    #expect(pie.slice(atAngle: turn / 4 - 0.001) == 0)
    #expect(pie.slice(atAngle: turn / 4) == 1)
    #expect(pie.slice(atAngle: turn * 0.9) == 2)
    #expect(pie.slice(atAngle: -0.1) == 2)
    #expect(pie.slice(atAngle: turn + 0.1) == 0)
    #expect(pie.slice(atAngle: .nan) == nil)
  }

  @Test func emptyValuesOwnNoAngle() {
    let pie = PieSlices(values: [0, 3, -1, 1, .nan], colors: [])
    #expect(pie.slices.map(\.isEmpty) == [true, false, true, false, true])
    #expect(pie.slices.map(\.percent) == [0, 75, 0, 25, 0])
    #expect(pie.slices[0].startAngle == 0 && pie.slices[0].endAngle == 0)
    #expect(pie.slices[3].endAngle == turn)
    #expect(pie.slices[4].startAngle == turn && pie.slices[4].endAngle == turn)
    for step in 0..<100 {
      let owner = pie.slice(atAngle: Double(step) / 100 * turn)
      #expect(owner == 1 || owner == 3)
    }
  }

  @Test func oneSliceIsTheWholeTurn() {
    let pie = PieSlices(values: [42], colors: [.indexed(9)])
    #expect(pie.slices[0].startAngle == 0 && pie.slices[0].endAngle == turn)
    #expect(pie.slices[0].percent == 100)
    #expect(pie.slice(atAngle: 3) == 0)
  }

  @Test func noPositiveValueIsAnEmptyPie() {
    let pie = PieSlices(values: [0, 0], colors: [])
    #expect(pie.isEmpty)
    #expect(pie.slice(atAngle: 1) == nil)
    #expect(PieSlices(values: [], colors: []).isEmpty)
  }

  @Test func missingColoursAreTheDefault() {
    let pie = PieSlices(values: [1, 1], colors: [.indexed(4)])
    #expect(pie.slices.map(\.color) == [.indexed(4), .default])
  }
}
