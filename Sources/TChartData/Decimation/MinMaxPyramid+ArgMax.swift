/// Which extreme an index search looks for. The search works on keys, `value × sign`, so one
/// body finds both: the largest key is the largest value (`max`) or the smallest (`min`).
enum ExtremeSide: Sendable {
  case max, min

  /// `1` for the maximum, `-1` for the minimum.
  var sign: Double { self == .max ? 1 : -1 }
}

extension MinMaxPyramid {
  /// The index of the largest non-gap value in `range` (clamped to the series), the first one
  /// when several are equal; `nil` when the range holds no value (empty or only gaps).
  ///
  /// O(log N + block), in one pass: the whole nodes inside the range give the best interior
  /// node, a partial block at either end is scanned only when its whole block's maximum could
  /// beat (or, at the head, equal) what the rest holds, and the winning node is followed down
  /// to its block, which alone is scanned. No allocation.
  public func indexOfMax(in range: Range<Int>) -> Int? {
    indexOfExtreme(.max, in: range)
  }

  /// The index of the smallest non-gap value in `range`, the first one when several are
  /// equal; `nil` when the range holds no value. As ``indexOfMax(in:)``, O(log N + block).
  public func indexOfMin(in range: Range<Int>) -> Int? {
    indexOfExtreme(.min, in: range)
  }

  /// ``indexOfMax(in:)`` on the keys of `side` (see ``ExtremeSide``).
  func indexOfExtreme(_ side: ExtremeSide, in range: Range<Int>) -> Int? {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return nil }
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right { return firstMaximum(side, in: lower..<upper)?.index }
    let headEnd = left << Self.blockShift
    let tailStart = right << Self.blockShift
    // The canonical nodes, left to right: ascending from the left edge, descending from the
    // right one. The first node holding the largest maximum wins.
    var fromLeft: (max: Double, level: Int, index: Int)?
    var fromRight: (max: Double, level: Int, index: Int)?
    var level = 0
    while left < right {
      if left & 1 == 1 {
        let high = nodeKey(side, level: level, index: left)
        if high > fromLeft?.max ?? -.infinity { fromLeft = (high, level, left) }
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        let high = nodeKey(side, level: level, index: right)
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
    if lower < headEnd, nodeKey(side, level: 0, index: lower >> Self.blockShift) >= interiorMax,
      let head = firstMaximum(side, in: lower..<headEnd), head.value >= interiorMax
    {
      best = head
    } else if let interior {
      best = (
        interiorMax, descend(side, to: interiorMax, level: interior.level, index: interior.index)
      )
    }
    if tailStart < upper,
      nodeKey(side, level: 0, index: tailStart >> Self.blockShift) > best?.value ?? -.infinity,
      let tail = firstMaximum(side, in: tailStart..<upper), tail.value > best?.value ?? -.infinity
    {
      best = tail
    }
    // Nothing above -inf: the first value, if any, is a -inf (gaps are never it).
    return best?.index ?? firstValue(in: lower..<upper)
  }

  /// The key of a node's extreme of `side`: its maximum, or minus its minimum (`-inf` when
  /// the node holds no value).
  @inline(__always)
  func nodeKey(_ side: ExtremeSide, level: Int, index: Int) -> Double {
    switch side {
    case .max: levels[level].bounds[2 * index + 1]
    case .min: -levels[level].bounds[2 * index]
    }
  }

  /// The first index of `target` (a key) under a node whose key it is: down the leftmost child
  /// holding it to a block, then the block's first sample with that key.
  func descend(_ side: ExtremeSide, to target: Double, level: Int, index: Int) -> Int {
    var level = level
    var index = index
    while level > 0 {
      level -= 1
      index *= 2
      if nodeKey(side, level: level, index: index) != target { index += 1 }
    }
    let start = index << Self.blockShift
    let end = Swift.min(count, start + Self.blockSize)
    return firstMaximum(side, in: start..<end)?.index ?? start
  }

  /// The first sample with the largest key in `range` and that key, by a scan; `nil` when the
  /// range holds only gaps.
  func firstMaximum(_ side: ExtremeSide, in range: Range<Int>) -> (value: Double, index: Int)? {
    let sign = side.sign
    var best = -Double.infinity
    var found: Int?
    values.withUnsafeBufferPointer { samples in
      for index in range {
        let key = samples[index] * sign
        if key > best || (found == nil && key == best) {
          best = key
          found = index
        }
      }
    }
    return found.map { (best, $0) }
  }
}
