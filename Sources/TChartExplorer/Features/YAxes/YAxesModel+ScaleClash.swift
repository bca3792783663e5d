import TChartData

/// The scale-clash hint: when the visible lines of a line chart differ in scale by more than
/// ``scaleClashRatio`` (one line flattened into the bottom rows by another), the status line
/// says once per chart set which keys split or rebase them (`scales differ 42K×: v split · y
/// index`). A line's scale is its largest magnitude in the window (its max |value|); lines
/// whose values are all 0 are left out. Said only on an otherwise empty status line, in the
/// `one` layout and a Y mode whose axis reads values; not again for that chart set after it was
/// said (the next key dismisses it) or after the user changed the Y mode there.
extension YAxesModel {
  /// How many times the largest scale must exceed the smallest for the hint.
  static let scaleClashRatio = 20.0

  /// How many times the largest visible line's scale in the window exceeds the smallest
  /// (each line's max |value|, O(log N) per line); `nil` with fewer than two lines of a
  /// scale, and for bars and areas.
  public var scaleRatio: Double? {
    guard fillMode == nil else { return nil }
    let scales = visibleLines.compactMap { line -> Double? in
      guard let extent = windowExtent(of: line) else { return nil }
      let scale = Swift.max(abs(extent.lower), abs(extent.upper))
      return scale > 0 && scale.isFinite ? scale : nil
    }
    guard scales.count >= 2, let low = scales.min(), let high = scales.max() else { return nil }
    return high / low
  }

  /// `scales differ 42K×: v split · y index` when the scales clash; else `nil`.
  public var scaleClashHint: String? {
    guard let ratio = scaleRatio, ratio > Self.scaleClashRatio else { return nil }
    return "scales differ \(AxisNumberFormat.compact(ratio, significant: 2))×: v split · y index"
  }
}
