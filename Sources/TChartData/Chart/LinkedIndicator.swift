/// The indicator shared by every chart set on screen in the `list` and `cards` layouts: a date
/// (an x value), not a sample index, so that chart sets with different x columns can follow
/// one cursor.
///
/// A chart set shows the indicator only while the date lies within its x range (inclusive),
/// at its sample nearest to the date (``sampleIndex(in:)``). Keys move the date by samples of
/// the chart set under focus (``step(by:in:)``); the other chart sets then follow by date.
/// Every lookup is O(log N) through ``SamplePositions``.
public struct LinkedIndicator: Sendable, Equatable {
  /// The shared x value.
  public var date: Double

  public init(date: Double) { self.date = date }

  /// The index of `chartSet`'s sample nearest to ``date`` when the date lies within the
  /// chart set's x range (`x.first ... x.last`, ends included); `nil` outside it, for an empty
  /// chart set and for a date that is not finite. Between two equally near samples the earlier
  /// one wins.
  public func sampleIndex(in chartSet: ChartSet) -> Int? {
    guard date.isFinite, let span = chartSet.xSpan, span.contains(date) else { return nil }
    return chartSet.nearestIndex(toX: date, in: 0...chartSet.lastIndex)
  }

  /// The date `steps` samples of `chartSet` away from ``date``: forwards from the first sample
  /// after the date, backwards from the last one before it (so a date between two samples, set
  /// by another chart set, moves to the neighbouring sample, never past it), clamped to the
  /// chart set's first and last samples (a date outside its range enters it at the nearer end).
  /// `steps == 0` snaps to the nearest sample. `nil` for an empty chart set.
  public func date(movedBy steps: Int, in chartSet: ChartSet) -> Double? {
    guard chartSet.count > 0 else { return nil }
    let positions = chartSet.positions
    let target: Int
    if !date.isFinite {
      target = date < 0 || date.isNaN ? 0 : chartSet.lastIndex
    } else if steps > 0 {
      target = positions.firstIndex(above: date) + steps - 1
    } else if steps < 0 {
      target = positions.firstIndex(notBelow: date) + steps
    } else {
      target = chartSet.nearestIndex(toX: date, in: 0...chartSet.lastIndex)
    }
    return chartSet.xValue(at: min(max(target, 0), chartSet.lastIndex))
  }

  /// Moves ``date`` by `steps` samples of `chartSet` (see ``date(movedBy:in:)``); an empty
  /// chart set leaves it unchanged.
  public mutating func step(by steps: Int, in chartSet: ChartSet) {
    if let moved = date(movedBy: steps, in: chartSet) { date = moved }
  }
}
