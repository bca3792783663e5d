import TChartData
import TChartRange
import Testing

@Suite struct RangeGridTests {
  @Test func tenthsAreComputedFromAnIntegerIndexAndPrintCleanly() throws {
    let grid = try #require(RangeGrid(minimum: 0, maximum: 1, step: 0.1))
    #expect(grid.lastIndex == 10)
    #expect(grid.maximumOnStep)
    #expect(grid.decimals == 1)
    #expect(grid.value(at: 3) == 0.3)
    #expect("\(grid.value(at: 3))" == "0.3")
    #expect(
      (0...10).map { "\(grid.value(at: $0))" }.joined(separator: " ")
        == "0.0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1.0")
  }

  @Test func maximumIsTheLastValueWhenTheSpanIsNotAMultipleOfTheStep() throws {
    let grid = try #require(RangeGrid(minimum: 0, maximum: 10, step: 3))
    #expect(grid.lastIndex == 4)
    #expect(!grid.maximumOnStep)
    #expect((0...4).map(grid.value(at:)) == [0, 3, 6, 9, 10])
    #expect(grid.nearestIndex(to: 9.4) == 3)
    #expect(grid.nearestIndex(to: 9.6) == 4)
    #expect(grid.index(atOrBelow: 9.99) == 3)
    #expect(grid.index(atOrAbove: 9.01) == 4)
  }

  @Test func valuesAreRelativeToTheMinimumNotToZero() throws {
    let grid = try #require(RangeGrid(minimum: 5, maximum: 50, step: 10))
    #expect((0...grid.lastIndex).map(grid.value(at:)) == [5, 15, 25, 35, 45, 50])
    #expect(grid.nearestIndex(to: 20) == 2)  // halfway between 15 and 25 goes up
    #expect(grid.nearestIndex(to: 19.9) == 1)
    #expect(grid.index(atOrBelow: 24.999) == 1)
    #expect(grid.index(atOrAbove: 15.000_000_000_1) == 1)  // within tolerance of 15
    #expect(grid.contains(35))
    #expect(!grid.contains(30))
  }

  @Test func indicesOutsideTheRangeAreClamped() throws {
    let grid = try #require(RangeGrid(minimum: -1, maximum: 1, step: 0.5))
    #expect(grid.value(at: -3) == -1)
    #expect(grid.value(at: 99) == 1)
    #expect(grid.nearestIndex(to: -50) == 0)
    #expect(grid.nearestIndex(to: .infinity) == 4)
    #expect(grid.nearestIndex(to: .nan) == 0)
  }

  @Test func stepLargerThanTheSpanGivesJustTheEnds() throws {
    let grid = try #require(RangeGrid(minimum: 0, maximum: 1, step: 5))
    #expect(grid.lastIndex == 1)
    #expect([grid.value(at: 0), grid.value(at: 1)] == [0, 1])
  }

  @Test func invalidGridsAreRejected() {
    #expect(RangeGrid(minimum: 1, maximum: 1, step: 1) == nil)
    #expect(RangeGrid(minimum: 0, maximum: 1, step: 0) == nil)
    #expect(RangeGrid(minimum: 0, maximum: 1e18, step: 1e-3) == nil)
    #expect(RangeGrid(minimum: 0, maximum: .infinity, step: 1) == nil)
  }

  @Test func decimalsOfAValue() {
    #expect(RangeGrid.decimals(of: 0.25) == 2)
    #expect(RangeGrid.decimals(of: 0.1) == 1)
    #expect(RangeGrid.decimals(of: 10_000) == 0)
    #expect(RangeGrid.decimals(of: 1_700_000_000) == 0)
    #expect(RangeGrid.decimals(of: -0.005) == 3)
    #expect(RangeGrid.rounded(0.1 * 3, decimals: 1) == 0.3)
  }
}
