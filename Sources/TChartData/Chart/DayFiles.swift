import TChartTime

/// The zoom files of a stage-2 chart folder: `DIR/YYYY-MM/DD.json`, one per day, each a chart
/// of a few days around that day (hourly or five-minute samples).
///
/// A value: it names the folder and the title of its overview; it reads nothing until asked
/// (the reading is in TChartLoading, `DayFiles+Load`).
/// Days are UTC dates of Unix seconds, so every x of one UTC day maps to the same file.
public struct DayFiles: Sendable, Hashable {
  /// The chart folder as the user named it (without trailing slashes), e.g. `data/3`.
  public var folder: String
  /// The overview's title, the first part of each day chart's title (`3`).
  public var title: String

  public init(folder: String, title: String) {
    self.folder = folder
    self.title = title
  }

  /// `YYYY-MM/DD.json` for the UTC day of `x` (Unix seconds); `nil` when `x` is not a
  /// representable time (not finite, or beyond ``DateFormat``'s limits).
  public func relativePath(forX x: Double) -> String? {
    guard let time = CivilTime(seconds: x), time.year >= 0 else { return nil }
    return "\(Self.padded(time.year, 4))-\(Self.padded(time.month, 2))/"
      + "\(Self.padded(time.day, 2)).json"
  }

  /// `value` with leading zeros to `width` digits.
  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
