import Synchronization
import TChartData
import TChartStorage
import TChartTime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Chart sets written with ``ChartSetArchive`` to a file of their own and mapped back, and the
/// chart sets of every kind the archive tests round-trip.
public enum ArchiveRoundTrip {
  /// A temporary file's path, unique to this process, this call and `name` (tests running at
  /// once each get their own file).
  public static func temporaryPath(_ name: String) -> String {
    let call = paths.add(1, ordering: .relaxed).newValue
    return "/tmp/tchart-archive-\(getpid())-\(call)-\(name)"
  }

  /// How many temporary paths were given.
  private static let paths = Atomic<Int>(0)

  /// Writes `sets` to `path` at `base` (the bytes before it zero), returns the archive's
  /// length.
  @discardableResult
  public static func write(_ sets: [ChartSet], to path: String, base: Int = 0) throws -> Int {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw ChartSetArchive.Failure.writeFailed("cannot open \(path)") }
    defer { close(descriptor) }
    return try ChartSetArchive.write(sets, to: descriptor, at: base)
  }

  /// `sets` written to a temporary file and read back from its mapping (the file removed at
  /// once: the mapping keeps its pages).
  public static func readBack(_ sets: [ChartSet], base: Int = 0, name: String = "round-trip")
    throws -> [ChartSet]
  {
    let path = temporaryPath(name)
    defer { unlink(path) }
    try write(sets, to: path, base: base)
    return try ChartSetArchive.read(MappedFile(path: path), at: base)
  }

  /// A series of `values` in colour number `index`.
  static func series(_ id: String, _ values: [Double], kind: SeriesKind = .line) -> Series {
    let palette = RGBColor.defaultPalette
    return Series(
      id: id, name: "line \(id)", kind: kind, color: palette[id.count % palette.count],
      values: values)
  }

  /// Chart sets of every kind the layout keeps: lines with and without gaps (run summaries,
  /// simple and complex), all-gap lines, bars, stacked, percentage and y-scaled flags, number x
  /// (years, calendar periods), time x with repeated x, a fixed-offset zone, a detail, sizes
  /// that are not multiples of the block sizes, 0 and 1 samples, and many lines.
  public static func charts(seed: UInt64 = 29) -> [ChartSet] {
    var random = SeededRandom(seed: seed)
    func walk(_ count: Int, gaps: Double = 0) -> [Double] {
      var level = 100.0
      return (0..<count).map { _ in
        level += random.signedUnit() * 3
        return random.chance(gaps) ? .nan : level
      }
    }
    let n = 5_000 + 37
    let time = (0..<n).map { 1_520_035_200 + Double($0) * 600 }
    var lines = ChartSet(
      name: "lines", x: time,
      lines: [
        series("a", walk(n)), series("gappy", walk(n, gaps: 0.01)),
        series("holes", walk(n, gaps: 0.5)),
        series("none", [Double](repeating: .nan, count: n)),
        series("tail", walk(n / 2) + [Double](repeating: .nan, count: n - n / 2)),
      ])
    lines.lines[1].detail = "{job=\"node\", instance=\"a:9100\"}"
    let bars = ChartSet(
      name: "bars", x: Array(time.prefix(300)),
      lines: [series("b", walk(300).map(abs), kind: .bar), series("c", walk(300), kind: .bar)],
      flags: [.stacked])
    let percentage = ChartSet(
      name: "shares", x: Array(time.prefix(1_031)),
      lines: (0..<4).map { series("p\($0)", walk(1_031).map(abs), kind: .area) },
      flags: [.stacked, .percentage])
    let scaled = ChartSet(
      name: "scaled", x: Array(time.prefix(2_049)),
      lines: [series("s", walk(2_049)), series("t", walk(2_049).map { $0 * 1e6 })],
      flags: [.yScaled])
    var years = ChartSet(
      name: "years", x: (0..<130).map { 1_890 + Double($0) }, xKind: .number,
      lines: [series("y", walk(130, gaps: 0.05))])
    years.xNumbers = .year
    var quarters = ChartSet(
      name: "quarters", x: (0..<129).map { 1_520_035_200 + Double($0) * 7_776_000 },
      lines: [series("q", walk(129))])
    quarters.xPeriod = .quarter
    quarters.xNumbers = .integer
    let repeated = ChartSet(
      name: "repeats", x: (0..<1_500).map { 1_520_035_200 + Double($0 / 3) * 86_400 },
      lines: [series("r", walk(1_500, gaps: 0.02))])
    var zoned = ChartSet(
      name: "zoned", x: (0..<700).map { 1_520_035_200 + Double($0) * 3_600 },
      lines: [series("z", walk(700))])
    zoned.timeZone = DisplayTimeZone(argument: "+05:30")!
    let empty = ChartSet(name: "empty", x: [], lines: [series("e", [])])
    let single = ChartSet(name: "single", x: [1_520_035_200], lines: [series("o", [42])])
    let many = ChartSet(
      name: "many", x: Array(time.prefix(257)),
      lines: (0..<60).map { series("m\($0)", walk(257, gaps: $0 % 3 == 0 ? 0.1 : 0)) })
    let noLines = ChartSet(name: "no lines", x: [1, 2, 3], xKind: .number, lines: [])
    return [
      lines, bars, percentage, scaled, years, quarters, repeated, zoned, empty, single, many,
      noLines,
    ]
  }
}
