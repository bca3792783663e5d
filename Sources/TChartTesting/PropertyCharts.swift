import TChartData
import TChartRender

/// Small chart sets whose numbers are easy to check by hand, shared by the explorer's tests
/// (`Fixtures`, `ZoomFixtures`), the soak and the explorer's fuzz harness: daily and hourly
/// lines, a gap, two samples, one sample, no lines, day files that are all missing and
/// percentage areas.
public enum PropertyCharts {
  /// 2018-03-03 00:00 UTC.
  public static let start = 1_520_035_200.0
  public static let day = 86_400.0

  /// 146 daily samples of three lines.
  public static let daily = ChartSet(
    name: "Daily", x: (0..<146).map { start + Double($0) * day },
    lines: [
      Series(
        id: "y0", name: "Joined", color: RGBColor(hex: "#3DC23F")!,
        values: (0..<146).map { 100 + Double($0) * 10 }),
      Series(
        id: "y1", name: "Left", color: RGBColor(hex: "#F34C44")!,
        values: (0..<146).map { 50 + Double($0 % 7) * 5 }),
      Series(
        id: "y2", name: "Views", color: RGBColor(hex: "#3896E8")!,
        values: (0..<146).map { 1000 + Double($0) * 100 }),
    ])

  /// A second set, with two lines and a gap.
  public static let second = ChartSet(
    name: "Second", x: (0..<30).map { start + Double($0) * day },
    lines: [
      Series(
        id: "y0", name: "A", color: RGBColor(hex: "#F5BD25")!,
        values: (0..<30).map { $0 == 10 ? .nan : Double($0 * $0) }),
      Series(
        id: "y1", name: "B", color: RGBColor(hex: "#8E6BDC")!,
        values: (0..<30).map { Double(900 - $0 * 3) }),
    ])

  /// Two samples.
  public static let tiny = ChartSet(
    name: "Tiny", x: [0, 1], xKind: .number,
    lines: [Series(id: "y0", name: "T", color: RGBColor(hex: "#000")!, values: [1, 2])])

  /// One sample; its second line is a gap.
  public static let single = ChartSet(
    name: "Single", x: [5],
    lines: [
      Series(id: "y0", name: "S", color: RGBColor(hex: "#fff")!, values: [3]),
      Series(id: "y1", name: "N", color: RGBColor(hex: "#abc")!, values: [.nan]),
    ])

  /// An x column and no lines.
  public static let noLines = ChartSet(
    name: "No lines", x: [0, 10, 20, 30], xKind: .number, lines: [])

  /// Day files in a folder that does not exist: every day is missing.
  public static let days = DayFiles(folder: "/nonexistent/tchart-tests", title: "Daily")

  /// The daily set with day files.
  public static let overview: ChartSet = {
    var chart = daily
    chart.days = days
    return chart
  }()

  /// The midnight of the overview's sample 109 (2018-06-20).
  public static let dayStart = start + 109 * day

  /// The day file of sample 109: hourly samples from three days before to four days after
  /// (168 samples; the day itself is samples 72…95), with the overview's line ids.
  public static let dayChart = hourly(ids: ["y0", "y1", "y2"])

  /// Like ``dayChart`` with one line of another id.
  public static let otherKindDay = hourly(ids: ["z0"])

  /// 168 hourly samples around ``dayStart``, one line per id.
  public static func hourly(ids: [String]) -> ChartSet {
    let first = dayStart - 3 * day
    return ChartSet(
      name: "Daily · Wed, Jun 20 2018", x: (0..<168).map { first + Double($0) * 3_600 },
      lines: ids.enumerated().map { line, id in
        Series(
          id: id, name: "Hourly \(id)", color: RGBColor.defaultPalette[line],
          values: (0..<168).map { Double(($0 * (line + 3)) % 50 + 10) })
      })
  }

  /// Three shares of 10, 30 and 60 over 40 samples (sample 5 of the first is missing).
  public static let percentage = ChartSet(
    name: "Shares", x: (0..<40).map { start + Double($0) * day },
    lines: [10.0, 30, 60].enumerated().map { line, value in
      Series(
        id: "y\(line)", name: "Share \(line + 1)", color: RGBColor.defaultPalette[line],
        values: (0..<40).map { line == 0 && $0 == 5 ? .nan : value })
    }, flags: [.stacked, .percentage])

  /// Every set above but the day charts, for a file explorer's world.
  public static let all = [daily, second, tiny, single, noLines, overview, percentage]
}
