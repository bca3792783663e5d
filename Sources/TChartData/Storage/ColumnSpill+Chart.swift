/// Moving what a chart set holds into a ``ColumnSpill``: its columns' elements copied into
/// regions of the file once, the memory they took released, so that a big load keeps no more
/// of its own memory than the columns in flight.
extension Column {
  /// The elements in a region of `spill` (one copy) when they take at least
  /// ``ColumnSpill/smallestRegion`` bytes and are not in a mapping already; else the column
  /// itself (also when the region cannot be had).
  package func spilled(into spill: ColumnSpill) -> Column {
    guard !isMapped, count * MemoryLayout<Element>.stride >= ColumnSpill.smallestRegion,
      let region = spill.region(of: Element.self, count: count)
    else { return self }
    withUnsafeBufferPointer { region.start.initialize(from: $0.baseAddress!, count: $0.count) }
    return region.column(count: count)
  }
}

extension ColumnSpill {
  /// Columns smaller than this stay in memory: a mapping of its own would cost more.
  package static let smallestRegion = 64 << 10
}

extension MinMaxPyramid {
  /// The pyramid with its values, levels, run summaries and sums in `spill`.
  package mutating func spill(into spill: ColumnSpill) {
    values = values.spilled(into: spill)
    for index in levels.indices {
      levels[index] = PyramidLevel(
        bounds: levels[index].bounds.spilled(into: spill),
        gapBits: levels[index].gapBits.spilled(into: spill))
    }
    runSummaries = RunSummaries(
      levels: runSummaries.levels.map { level in
        RunSummaries.Level(
          starts: level.starts.spilled(into: spill), bounds: level.bounds.spilled(into: spill),
          complexBits: level.complexBits.spilled(into: spill))
      })
    sums = BlockSums(
      high: sums.high.spilled(into: spill), low: sums.low.spilled(into: spill),
      gaps: sums.gaps.spilled(into: spill))
  }
}

extension Series {
  /// The series with its values and pyramid in `spill` (``MinMaxPyramid/spill(into:)``).
  package mutating func spill(into spill: ColumnSpill) {
    pyramid.spill(into: spill)
  }
}

extension ChartSet {
  /// The chart set with x, its time-of-day bits and every line in `spill`.
  package mutating func spill(into spill: ColumnSpill) {
    timeOfDay.spill(into: spill)
    for index in lines.indices { lines[index].spill(into: spill) }
  }
}

extension TimeOfDayIndex {
  /// The index with x and its bits in `spill`.
  package mutating func spill(into spill: ColumnSpill) {
    self = TimeOfDayIndex(
      x: x.spilled(into: spill), blockBits: blockBits.spilled(into: spill), zone: zone)
  }
}
