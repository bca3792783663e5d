import Testing

@_spi(Benchmarks) @testable import TChartCSV
@testable import TChartData
@_spi(Benchmarks) @testable import TChartJSON

/// Sparse wide records (a few of many keys each) draw a bounded number of columns, the first
/// keys seen, with a note naming the rest; the flags' columns are drawn wherever they come.
@Suite struct JSONColumnBoundTests {
  /// Records `{"t": i, "k<i>": v}`: 101 keys, `t` and `k0` … `k99` in the order first seen,
  /// each `k` key in one record only.
  private let sparse =
    "[" + (0..<100).map { #"{"t":\#($0),"k\#($0)":\#($0 + 1)}"# }.joined(separator: ",\n") + "]"

  private func result(_ text: String, options: LoadOptions = LoadOptions()) throws -> LoadResult {
    try loadResult(text, file: "wide.json", options: options)
  }

  @Test func theFirstKeysSeenAreDrawnAndTheRestNamedInANote() throws {
    let loaded = try result(sparse)
    let set = try #require(loaded.chartSets.first)
    #expect(set.x == (0..<100).map(Double.init))
    #expect(set.lines.map(\.name) == (0..<63).map { "k\($0)" })
    #expect(set.lines[5].values.enumerated().filter { !$0.element.isNaN }.map(\.offset) == [5])
    #expect(
      loaded.notes.map(\.message).contains(
        "drew the first 64 of 101 keys in the records; --y NAME draws another"
          + " (left out: 'k63', 'k64', 'k65', 'k66', 'k67' and 32 more)"))
  }

  @Test func theBoundHoldsWhenChunksAreReadInParallel() throws {
    var options = LoadOptions()
    options.chunking.parallelFrom = 256
    options.chunking.prefixBytes = 256
    options.chunking.chunkBytes = 300
    options.chunking.workers = 4
    let parallel = try result(sparse, options: options)
    let sequential = try result(sparse)
    #expect(parallel.chartSets == sequential.chartSets)
    #expect(parallel.notes == sequential.notes)
  }

  @Test func yDrawsAKeyBeyondTheBound() throws {
    var options = LoadOptions()
    options.yColumn = "k90"
    let set = try #require(try result(sparse, options: options).chartSets.first)
    #expect(set.lines.map(\.name) == ["k90"])
    #expect(set.lines[0].values[90] == 91)
  }

  @Test func derivedLinesInputsAreDrawnBesideTheFirstKeys() throws {
    var options = LoadOptions()
    options.namedColumns = ["k80", "k99"]
    let set = try #require(try result(sparse, options: options).chartSets.first)
    #expect(set.lines.count == 65)
    #expect(set.lines.suffix(2).map(\.name) == ["k80", "k99"])
    #expect(set.lines[64].values[99] == 100)
  }

  @Test func aFilterOnAKeyBeyondTheBoundSeesItsValues() throws {
    var options = LoadOptions()
    options.rowFilter = try RowFilter(parsing: "k95 > 0")
    let set = try #require(try result(sparse, options: options).chartSets.first)
    #expect(set.x == [95])
  }

  @Test func recordsWithinTheBoundHaveNoNote() throws {
    let text = #"[{"t":1,"a":2,"b":3},{"t":2,"c":4}]"#
    let loaded = try result(text)
    #expect(loaded.chartSets.first?.lines.map(\.name) == ["a", "b", "c"])
    #expect(loaded.notes.isEmpty)
  }
}
