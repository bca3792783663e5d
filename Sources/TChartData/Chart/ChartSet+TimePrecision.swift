import TChartTime

/// The time precision of a window of samples, in O(1) (``sampleSpacing(in:)``'s bounded probe
/// and ``TimeOfDayIndex``'s blocks).
extension ChartSet {
  /// How finely the times of the samples `indices` are written (``TimePrecision``): seconds
  /// when they span under an hour (with times of day) or are under a minute apart,
  /// milliseconds under a second apart; the ``xPeriod`` when the file gives one.
  public func timePrecision(in indices: Range<Int>) -> TimePrecision {
    if let xPeriod { return xPeriod }
    let indices = indices.clamped(to: 0..<count)
    guard let first = indices.first, let last = indices.last else { return .day }
    return TimePrecision(
      span: x[last] - x[first], spacing: sampleSpacing(in: indices),
      hasTimeOfDay: timeOfDay.hasTimeOfDay(in: indices))
  }
}
