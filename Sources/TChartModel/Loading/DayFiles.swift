/// The zoom files of a stage-2 chart folder: `DIR/YYYY-MM/DD.json`, one per day, each a chart
/// of a few days around that day (hourly or five-minute samples).
///
/// A value: it names the folder and the title of its overview; it reads nothing until asked.
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

  /// `DIR/YYYY-MM/DD.json` for the UTC day of `x`; `nil` as for ``relativePath(forX:)``.
  public func path(forX x: Double) -> String? {
    relativePath(forX: x).map { PathNames.join(folder, $0) }
  }

  /// Whether the day file of `x` exists as a regular file (or a link to one).
  public func exists(forX x: Double) -> Bool {
    path(forX: x).map { PathNames.kind(of: $0) == .file } ?? false
  }

  /// The day chart of `x`: `nil` when there is no day file; otherwise the file's (first)
  /// chart, loaded by ``ChartLoader`` (so its errors are the usual one-line ones, naming the
  /// day file's path), titled `TITLE · Sat, Apr 13 2019`, without day files of its own.
  public func load(forX x: Double) throws(LoadError) -> ChartSet? {
    guard let path = path(forX: x), PathNames.kind(of: path) == .file else { return nil }
    guard var chart = try ChartLoader.load(path: path).first else { return nil }
    let midnight = (x / 86_400).rounded(.down) * 86_400
    chart.name = "\(title) · \(DateFormat.full(midnight, withTime: false))"
    chart.days = nil
    return chart
  }

  /// `value` with leading zeros to `width` digits.
  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
