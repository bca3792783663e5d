import Testing

@testable import TChartData

@Suite("LogTicks")
struct LogTicksTests {
  @Test("decades from the one at or below the low end to the one at or above the high end")
  func decades() throws {
    let ticks = try #require(LogTicks(low: 3, high: 4_500, rows: 8))
    #expect(ticks.lowerExponent == 0)
    #expect(ticks.upperExponent == 4)
    #expect(ticks.values == [1, 10, 100, 1_000, 10_000])
  }

  @Test("2 and 5 between decades when a decade spans enough rows")
  func between() throws {
    let ticks = try #require(LogTicks(low: 1, high: 100, rows: 20))
    #expect(ticks.values == [1, 2, 5, 10, 20, 50, 100])
  }

  @Test("every n-th decade when decades are closer than two rows: labels stay two rows apart")
  func sparse() throws {
    // 12 decades on 8 rows: 2/3 of a row each, so every third decade.
    let ticks = try #require(LogTicks(low: 1e-3, high: 1e9, rows: 8))
    #expect(ticks.values == [1e-3, 1, 1e3, 1e6, 1e9])
  }

  @Test("an exact decade at the top is the top; a flat range spans one decade")
  func edges() throws {
    let exact = try #require(LogTicks(low: 10, high: 1_000, rows: 6))
    #expect(exact.upperExponent == 3)
    let flat = try #require(LogTicks(low: 5, high: 5, rows: 6))
    #expect(flat.lowerExponent == 0 && flat.upperExponent == 1)
  }

  @Test("no positive value: no scale; non-positive values have no position")
  func nonPositive() throws {
    #expect(LogTicks(low: -5, high: 0, rows: 10) == nil)
    let ticks = try #require(LogTicks(low: -5, high: 100, rows: 10))
    #expect(ticks.lowerExponent == 2)
    #expect(ticks.position(of: 0) == nil)
    #expect(ticks.position(of: 100) == 0)
    #expect(ticks.position(of: 1_000) == 1)
  }
}
