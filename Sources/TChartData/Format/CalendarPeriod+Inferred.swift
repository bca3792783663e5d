import TChartTime

/// The calendar periods a chart set's x stands for.
extension CalendarPeriod {
  /// The period dates `x` (increasing) stand for when each is the first of a month at
  /// midnight and most steps between them are one year (all in January), one quarter (all in
  /// the same month of their quarter: January, April… or March, June…) or one month; `nil` otherwise, or for fewer than 3 dates. Stops at the
  /// first date that is not a month's first (O(1) for most data).
  public static func inferred(_ x: [Double]) -> TimePrecision? { inferred(Column(x)) }

  /// ``inferred(_:)`` on a chart set's x column.
  public static func inferred(_ x: Column<Double>) -> TimePrecision? {
    guard x.count >= 3 else { return nil }
    var months: [Int] = []
    months.reserveCapacity(x.count)
    for value in x {
      guard let time = CivilTime(seconds: value), value == value.rounded(.down), time.day == 1,
        time.hour == 0, time.minute == 0, time.second == 0
      else { return nil }
      months.append(time.year * 12 + time.month - 1)
    }
    let steps = months.indices.dropFirst().map { months[$0] - months[$0 - 1] }.filter { $0 > 0 }
    func most(_ step: Int) -> Bool { steps.filter { $0 == step }.count * 2 >= steps.count }
    guard !steps.isEmpty else { return nil }
    if months.allSatisfy({ $0 % 12 == 0 }) && most(12) { return .year }
    // Quarters may start in any month of the three (March, June, … as many series are dated).
    let residue = months[0] % 3
    if months.allSatisfy({ $0 % 3 == residue }) && most(3) { return .quarter }
    return most(1) ? .month : nil
  }
}
