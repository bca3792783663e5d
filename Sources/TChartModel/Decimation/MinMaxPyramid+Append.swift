extension MinMaxPyramid {
  /// Appends `newValues` (`.nan` for gaps) and extends the pyramid in place, ending exactly as
  /// ``init(_:)`` over all the samples would.
  ///
  /// Amortised O(1) per appended sample plus O(log N) per call (O(block) more for the last
  /// block's run summary when it holds a gap): the samples grow in place (no copy of the
  /// history while ``values`` is not shared), the last partial block takes the new samples into
  /// its bounds, new blocks are summarised, and on every level only the nodes above them (a
  /// suffix of the level) are recomputed; a new top level is added when the top node splits.
  public mutating func append(contentsOf newValues: some Collection<Double>) {
    guard !newValues.isEmpty else { return }
    let oldCount = values.count
    values.append(contentsOf: newValues)
    extend(from: oldCount)
  }

  /// Brings the levels and run summaries up to date after samples `oldCount...` were appended
  /// (all of them from scratch when `oldCount` is 0).
  mutating func extend(from oldCount: Int) {
    let samples = values
    guard samples.count > oldCount else { return }
    let hadGap = hasAnyGap
    var blocks = (samples.count + Self.blockSize - 1) >> Self.blockShift
    var dirty = oldCount >> Self.blockShift
    var dirtyStarts = [dirty]
    if levels.isEmpty { levels.append(PyramidLevel()) }
    let oldBlocks = levels[0].count
    levels[0].resize(to: blocks)
    samples.withUnsafeBufferPointer { samples in
      for block in dirty..<blocks {
        let blockStart = block << Self.blockShift
        let start = Swift.max(blockStart, oldCount)
        let end = Swift.min(samples.count, blockStart + Self.blockSize)
        let partial = start > blockStart && block < oldBlocks
        var low = partial ? levels[0].bounds[2 * block] : .infinity
        var high = partial ? levels[0].bounds[2 * block + 1] : -.infinity
        var gap = partial && Self.bit(levels[0].gapBits, block)
        for index in start..<end {
          let value = samples[index]
          if value < low { low = value }
          if value > high { high = value }
          gap = gap || value.isNaN
        }
        levels[0].bounds[2 * block] = low
        levels[0].bounds[2 * block + 1] = high
        Self.assignBit(&levels[0].gapBits, block, gap)
      }
    }
    var level = 1
    while blocks > 1 {
      let nodes = (blocks + 1) / 2
      if levels.count == level { levels.append(PyramidLevel()) }
      dirty = Swift.min(dirty >> 1, levels[level].count)
      dirtyStarts.append(dirty)
      levels[level].resize(to: nodes)
      for node in dirty..<nodes {
        let left = 2 * node
        var low = levels[level - 1].bounds[2 * left]
        var high = levels[level - 1].bounds[2 * left + 1]
        var gap = Self.bit(levels[level - 1].gapBits, left)
        if left + 1 < blocks {
          low = Swift.min(low, levels[level - 1].bounds[2 * left + 2])
          high = Swift.max(high, levels[level - 1].bounds[2 * left + 3])
          gap = gap || Self.bit(levels[level - 1].gapBits, left + 1)
        }
        levels[level].bounds[2 * node] = low
        levels[level].bounds[2 * node + 1] = high
        Self.assignBit(&levels[level].gapBits, node, gap)
      }
      blocks = nodes
      level += 1
    }
    hasAnyGap = levels.last.map { Self.bit($0.gapBits, 0) } ?? false
    guard hasAnyGap else { return }
    // The first gap summarises every node; later appends only the recomputed suffixes.
    if !hadGap { dirtyStarts = Array(repeating: 0, count: levels.count) }
    runSummaries.update(values: samples, levels: levels, from: dirtyStarts)
  }
}
