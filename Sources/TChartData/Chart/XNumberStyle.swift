/// How plain-number x values are meant, for their labels: years and ids read best without
/// thousands suffixes (`1990`, not `1.99K`).
public enum XNumberStyle: Sendable, Equatable {
  /// Measurements: any formatting fits.
  case plain
  /// Whole numbers (ids, counts, steps): shown in full.
  case integer
  /// Years (1000–2999 under a name like `year`): shown as `1990`, no separators.
  case year
}
