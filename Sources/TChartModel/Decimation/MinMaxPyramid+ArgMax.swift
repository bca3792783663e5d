extension MinMaxPyramid {
  /// The index of the largest non-gap value in `range` (clamped to the series), the first one
  /// when several are equal; `nil` when the range holds no value (empty or only gaps).
  ///
  /// O(log N + block): the maximum comes from ``extremes(in:)``, then the first node holding it
  /// is found left to right and followed down to its block, which alone is scanned.
  public func indexOfMax(in range: Range<Int>) -> Int? {
    let found = extremes(in: range)
    guard !found.hasNoValue else { return nil }
    let target = found.max
    return firstIndex(
      in: range, element: { $0 == target },
      node: { level, index in
        let node = self.node(level: level, index: index)
        return node.max == target && node.min <= node.max
      })
  }
}
