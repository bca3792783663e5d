extension MinMaxPyramid {
  /// Appends `newValues` (`.nan` for gaps) and extends the pyramid in place, ending exactly as
  /// ``init(_:)`` over all the samples would.
  ///
  /// Amortised O(1) per appended sample plus O(log N) per call (O(block) more for the last
  /// block's run summary when it holds a gap): the samples grow in place (no copy of the
  /// history while ``values`` is not shared), the last partial block takes the new samples into
  /// its bounds, new blocks are summarised, and on every level only the nodes above them (a
  /// suffix of the level) are recomputed, up to the first level where nothing changed; a new
  /// top level is added when the top node splits.
  @inlinable
  public mutating func append(contentsOf newValues: some Collection<Double>) {
    let appended: Void? = newValues.withContiguousStorageIfAvailable { append(samples: $0) }
    if appended == nil { Array(newValues).withUnsafeBufferPointer { append(samples: $0) } }
  }

  /// Makes room for `samples` samples in all, so appending up to there never moves the history
  /// (the levels above, 1/64 of it, still grow as arrays do).
  public mutating func reserveCapacity(_ samples: Int) {
    values.reserveCapacity(samples)
  }

  /// ``append(contentsOf:)`` for contiguous samples (one specialised body for every caller).
  @usableFromInline
  mutating func append(samples: UnsafeBufferPointer<Double>) {
    guard !samples.isEmpty else { return }
    let oldCount = values.count
    values.append(contentsOf: samples)
    extend(from: oldCount)
  }

  /// Brings the levels and run summaries up to date after samples `oldCount...` were appended
  /// (all of them from scratch when `oldCount` is 0).
  mutating func extend(from oldCount: Int) {
    let samples = values
    guard samples.count > oldCount else { return }
    var below = (samples.count + Self.blockSize - 1) >> Self.blockShift
    var dirty = oldCount >> Self.blockShift
    if levels.isEmpty { levels.append(PyramidLevel()) }
    var scratch = RunSummaries.Scratch()
    scratch.appendedFrom = oldCount
    scratch.lastBlockHadGap = dirty < levels[0].count && Self.bit(levels[0].gapBits, dirty)
    var changed = updateBlocks(samples, from: oldCount)
    samples.withUnsafeBufferPointer { sums.extend($0) }
    let hadGap = hasAnyGap
    hasAnyGap = hadGap || levels[0].hasGap(from: dirty)
    // The first gap summarises every node; later appends only the recomputed suffixes.
    let summarise = hasAnyGap
    let summariseAll = hasAnyGap && !hadGap
    if summarise {
      let summaryChanged = runSummaries.update(
        level: 0, values: samples, levels: levels, from: summariseAll ? 0 : dirty,
        scratch: &scratch)
      changed = changed || summaryChanged
    }
    var level = 1
    while below > 1 && (changed || summariseAll) {
      let nodes = (below + 1) / 2
      if levels.count == level { levels.append(PyramidLevel()) }
      dirty = Swift.min(dirty >> 1, levels[level].count)
      changed = updateNodes(level: level, from: dirty, to: nodes, children: below)
      if summarise {
        let summaryChanged = runSummaries.update(
          level: level, values: samples, levels: levels, from: summariseAll ? 0 : dirty,
          scratch: &scratch)
        changed = changed || summaryChanged
      }
      below = nodes
      level += 1
    }
  }

  /// Recomputes the level-0 nodes of the samples `oldCount...`: the last old block takes the
  /// new samples into its bounds. True when a node was added or changed.
  private mutating func updateBlocks(_ samples: Column<Double>, from oldCount: Int) -> Bool {
    let blocks = (samples.count + Self.blockSize - 1) >> Self.blockShift
    let oldBlocks = levels[0].count
    levels[0].resize(to: blocks)
    var changed = blocks != oldBlocks
    samples.withUnsafeBufferPointer { samples in
      for block in (oldCount >> Self.blockShift)..<blocks {
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
        changed = levels[0].set(block, low: low, high: high, gap: gap) || changed
      }
    }
    return changed
  }

  /// Recomputes the nodes `first..<nodes` of `level` from the `children` nodes below. True when
  /// a node was added or changed.
  private mutating func updateNodes(level: Int, from first: Int, to nodes: Int, children: Int)
    -> Bool
  {
    var changed = nodes != levels[level].count
    levels[level].resize(to: nodes)
    for node in first..<nodes {
      let left = 2 * node
      var low = levels[level - 1].bounds[2 * left]
      var high = levels[level - 1].bounds[2 * left + 1]
      var gap = Self.bit(levels[level - 1].gapBits, left)
      if left + 1 < children {
        low = Swift.min(low, levels[level - 1].bounds[2 * left + 2])
        high = Swift.max(high, levels[level - 1].bounds[2 * left + 3])
        gap = gap || Self.bit(levels[level - 1].gapBits, left + 1)
      }
      changed = levels[level].set(node, low: low, high: high, gap: gap) || changed
    }
    return changed
  }
}

extension PyramidLevel {
  /// Writes node `node`; true when that changed it.
  mutating func set(_ node: Int, low: Double, high: Double, gap: Bool) -> Bool {
    let changed =
      bounds[2 * node] != low || bounds[2 * node + 1] != high
      || MinMaxPyramid.bit(gapBits, node) != gap
    bounds[2 * node] = low
    bounds[2 * node + 1] = high
    MinMaxPyramid.assignBit(&gapBits, node, gap)
    return changed
  }

  /// Whether a node from `first` on holds a gap.
  func hasGap(from first: Int) -> Bool {
    (first..<count).contains { MinMaxPyramid.bit(gapBits, $0) }
  }
}
