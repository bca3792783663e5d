import TChartData
import TChartSources

extension ClickHouseBackend {
  /// Fails with one line naming each derived line whose transform ClickHouse 18.16 cannot
  /// compute here (a moving average over a duration: no window functions and no search of a
  /// sorted array), and what to use instead. Exit 69: the data is fine, the server lacks it.
  static func checkDerived(_ derived: [Int: TableDerivedLine], place: String) throws(SourceError) {
    for index in derived.keys.sorted() {
      guard let line = derived[index], case .movingAverage(.span) = line.transform else { continue }
      throw SourceError(
        .unavailable, place: place,
        message: "\(line.name): avg over a duration cannot be computed in ClickHouse; "
          + "use avg(\(line.inputs.first ?? "C"),N) over the last N rows")
    }
  }
}
