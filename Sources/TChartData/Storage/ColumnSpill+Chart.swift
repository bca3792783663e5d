/// Moving what a chart set holds into a ``ColumnSpill``: its columns' elements copied into
/// regions of the file once, the memory they took released, so that a big load keeps no more
/// of its own memory than the columns in flight.
extension Column {
  /// The elements in a region of `spill` (one copy) when they take at least
  /// ``ColumnSpill/smallestRegion`` bytes and are not in a mapping already; else the column
  /// itself (also when the region cannot be had).
  package func spilled(into spill: ColumnSpill) -> Column {
    guard !isMapped, count * MemoryLayout<Element>.stride >= spill.smallestRegion,
      let region = spill.region(of: Element.self, count: count)
    else { return self }
    withUnsafeBufferPointer { region.start.initialize(from: $0.baseAddress!, count: $0.count) }
    return region.column(count: count)
  }
}

extension ColumnSpill {
  /// A column of `count` zeros with room for `room` elements in all, in a region when that
  /// room takes at least ``smallestRegion`` bytes (appends then write into it), else owned.
  package func zeros<T: BitwiseCopyable & Numeric>(_ count: Int, room: Int, of _: T.Type)
    -> Column<T>
  {
    guard room * MemoryLayout<T>.stride >= smallestRegion,
      let region = region(of: T.self, count: max(room, count))
    else { return Column(repeating: 0, count: count) }
    return region.column(count: count)
  }
}

extension MinMaxPyramid {
  /// Builds the pyramid over `values` with its levels and block sums written into `spill` as
  /// they are built (their sizes follow from the count: each is a region with room for all of
  /// it), so that none of it is held in memory; the run summaries of a series with gaps are
  /// moved there once built.
  package init(_ values: Column<Double>, spill: ColumnSpill) {
    self.values = values
    levels = Self.levelNodes(count: values.count).map { nodes in
      PyramidLevel(
        bounds: spill.zeros(0, room: 2 * nodes, of: Double.self),
        gapBits: spill.zeros(0, room: (nodes + 63) >> 6, of: UInt64.self))
    }
    hasAnyGap = false
    runSummaries = RunSummaries()
    let blocks = (values.count >> BlockSums.blockShift) + 1
    sums = BlockSums(
      high: spill.zeros(1, room: blocks, of: Double.self),
      low: spill.zeros(1, room: blocks, of: Double.self),
      gaps: spill.zeros(1, room: blocks, of: Int.self))
    extend(from: 0)
    self.spill(into: spill)
  }

  /// The nodes of each level a pyramid over `count` samples has, level 0 first.
  static func levelNodes(count: Int) -> [Int] {
    guard count > 0 else { return [] }
    var below = (count + blockSize - 1) >> blockShift
    var nodes = [below]
    while below > 1 {
      below = (below + 1) / 2
      nodes.append(below)
    }
    return nodes
  }

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
