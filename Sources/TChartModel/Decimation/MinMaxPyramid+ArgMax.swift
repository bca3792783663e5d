extension MinMaxPyramid {
  /// The index of the largest non-gap value in `range` (clamped to the series), the first one
  /// when several are equal; `nil` when the range holds no value (empty or only gaps).
  ///
  /// O(log N + block), in one pass: the whole nodes inside the range give the best interior
  /// node, a partial block at either end is scanned only when its whole block's maximum could
  /// beat (or, at the head, equal) what the rest holds, and the winning node is followed down
  /// to its block, which alone is scanned. No allocation.
  public func indexOfMax(in range: Range<Int>) -> Int? {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return nil }
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right { return firstMaximum(in: lower..<upper)?.index }
    let headEnd = left << Self.blockShift
    let tailStart = right << Self.blockShift
    // The canonical nodes, left to right: ascending from the left edge, descending from the
    // right one. The first node holding the largest maximum wins.
    var fromLeft: (max: Double, level: Int, index: Int)?
    var fromRight: (max: Double, level: Int, index: Int)?
    var level = 0
    while left < right {
      if left & 1 == 1 {
        let high = nodeMax(level: level, index: left)
        if high > fromLeft?.max ?? -.infinity { fromLeft = (high, level, left) }
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        let high = nodeMax(level: level, index: right)
        if high >= fromRight?.max ?? -.infinity, high > -.infinity {
          fromRight = (high, level, right)
        }
      }
      left >>= 1
      right >>= 1
      level += 1
    }
    let interior =
      (fromRight?.max ?? -.infinity) > (fromLeft?.max ?? -.infinity) ? fromRight : fromLeft
    let interiorMax = interior?.max ?? -.infinity
    var best: (value: Double, index: Int)?
    if lower < headEnd, nodeMax(level: 0, index: lower >> Self.blockShift) >= interiorMax,
      let head = firstMaximum(in: lower..<headEnd), head.value >= interiorMax
    {
      best = head
    } else if let interior {
      best = (interiorMax, descend(to: interiorMax, level: interior.level, index: interior.index))
    }
    if tailStart < upper,
      nodeMax(level: 0, index: tailStart >> Self.blockShift) > best?.value ?? -.infinity,
      let tail = firstMaximum(in: tailStart..<upper), tail.value > best?.value ?? -.infinity
    {
      best = tail
    }
    // Nothing above -inf: the first value, if any, is a -inf (gaps are never it).
    return best?.index ?? firstValue(in: lower..<upper)
  }

  /// The maximum of a node (`-inf` when it holds no value).
  @inline(__always)
  func nodeMax(level: Int, index: Int) -> Double {
    levels[level].bounds[2 * index + 1]
  }

  /// The first index of `target` under a node whose maximum it is: down the leftmost child
  /// holding it to a block, then the block's first sample equal to it.
  func descend(to target: Double, level: Int, index: Int) -> Int {
    var level = level
    var index = index
    while level > 0 {
      level -= 1
      index *= 2
      if nodeMax(level: level, index: index) != target { index += 1 }
    }
    let start = index << Self.blockShift
    let end = Swift.min(count, start + Self.blockSize)
    return firstMaximum(in: start..<end)?.index ?? start
  }

  /// The largest non-gap value of `range` and its first index; `nil` when it holds none.
  func firstMaximum(in range: Range<Int>) -> (value: Double, index: Int)? {
    var best = -Double.infinity
    var found: Int?
    values.withUnsafeBufferPointer { samples in
      for index in range where samples[index] > best || (found == nil && samples[index] == best) {
        best = samples[index]
        found = index
      }
    }
    return found.map { (best, $0) }
  }
}
