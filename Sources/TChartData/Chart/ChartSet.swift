import TChartTime

/// One chart of a file: a shared x column and the lines drawn against it.
///
/// `x` is increasing; CSV files may repeat an x value (a vertical step), contest JSON may not.
/// When ``xKind`` is ``XKind/time`` the values are Unix seconds (UTC); otherwise they are plain
/// numbers.
public struct ChartSet: Sendable, Equatable {
  /// The title shown for this chart set.
  public var name: String
  /// The x column, increasing (see above). It lives in ``timeOfDay`` (one copy): assigning it
  /// rebuilds that (O(N)); ``append(x:values:)`` grows both in place.
  public var x: Column<Double> {
    get { timeOfDay.x }
    set { timeOfDay = TimeOfDayIndex(newValue, zone: timeZone) }
  }
  /// Which samples' x has a time of day; it owns `x`, so it never goes stale.
  public internal(set) var timeOfDay: TimeOfDayIndex
  /// How the x values are read.
  public var xKind: XKind
  /// The y columns, in file order; key `1` is `lines[0]`.
  public var lines: [Series]
  /// Stage-2 flags, kept in the model (`y_scaled`, `stacked`, `percentage`).
  public var flags: ChartFlags
  /// The day files a chart loaded from a stage-2 chart folder can zoom into; `nil` for charts
  /// loaded from a file (and for the day charts themselves).
  public var days: DayFiles?
  /// How plain-number x values are meant (years, ids); ``XNumberStyle/plain`` for time.
  public var xNumbers: XNumberStyle = .plain
  /// The zone times are shown in (`--tz`); x stays UTC seconds. Changing it re-reads which
  /// samples have a time of day on its clock (``timeOfDay``, O(N)).
  public var timeZone: DisplayTimeZone = .utc {
    didSet {
      if timeZone != oldValue { timeOfDay = TimeOfDayIndex(timeOfDay.x, zone: timeZone) }
    }
  }
  /// The calendar period each time x stands for, when the file says (quarters, ISO weeks,
  /// decimal years, split columns): times are then written at that precision alone
  /// (``timePrecision(in:)``); `nil` decides from the samples.
  public var xPeriod: TimePrecision?
  /// The names x stands for when x is text (`state,population`; `du`'s file names): sample `i`
  /// is category `categories[i]` (x is `0..<count`, ``XKind/number``), drawn as bars
  /// (`CategoryBars`) rather than over x; `nil` for x of times or numbers.
  public var categories: [String]?
  /// The derived lines among ``lines``, in the order they were added (each computed after its
  /// inputs); ``append(x:values:)`` extends them.
  public internal(set) var derived: [DerivedLine] = []

  /// A chart set over `x`, adopting the array (no copy); its time-of-day index built in O(N).
  public init(
    name: String, x: [Double], xKind: XKind = .time, lines: [Series], flags: ChartFlags = [],
    days: DayFiles? = nil
  ) {
    self.init(
      name: name, timeOfDay: TimeOfDayIndex(x), xKind: xKind, lines: lines, flags: flags,
      days: days)
  }

  /// A chart set over `x`, sharing the column (no copy); its time-of-day index built in O(N).
  public init(
    name: String, x: Column<Double>, xKind: XKind = .time, lines: [Series],
    flags: ChartFlags = [], days: DayFiles? = nil
  ) {
    self.init(
      name: name, timeOfDay: TimeOfDayIndex(x), xKind: xKind, lines: lines, flags: flags,
      days: days)
  }

  /// A chart set whose time-of-day index (and x) exist already: a cached one's, O(1); shown in
  /// the index's zone.
  package init(
    name: String, timeOfDay: TimeOfDayIndex, xKind: XKind, lines: [Series], flags: ChartFlags,
    days: DayFiles?
  ) {
    self.name = name
    self.timeOfDay = timeOfDay
    self.timeZone = timeOfDay.zone
    self.xKind = xKind
    self.lines = lines
    self.flags = flags
    self.days = days
  }

  /// Equal when everything but the derived ``timeOfDay`` is equal (``days`` included: the
  /// same data from two folders zooms into different files).
  public static func == (lhs: ChartSet, rhs: ChartSet) -> Bool {
    lhs.name == rhs.name && lhs.x == rhs.x && lhs.xKind == rhs.xKind && lhs.lines == rhs.lines
      && lhs.flags == rhs.flags && lhs.days == rhs.days && lhs.xNumbers == rhs.xNumbers
      && lhs.timeZone == rhs.timeZone && lhs.xPeriod == rhs.xPeriod
      && lhs.derived == rhs.derived && lhs.categories == rhs.categories
  }

  /// The number of samples in every column.
  public var count: Int { x.count }
}

/// How the values of an x column are interpreted.
public enum XKind: Sendable, Equatable {
  /// Unix seconds, shown as UTC dates and times.
  case time
  /// Plain numbers.
  case number
}

/// The optional stage-2 booleans of a contest chart.
public struct ChartFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Each line has its own Y axis (`y_scaled`).
  public static let yScaled = ChartFlags(rawValue: 1 << 0)
  /// Values stack on each other (`stacked`).
  public static let stacked = ChartFlags(rawValue: 1 << 1)
  /// Values are shares of the total (`percentage`).
  public static let percentage = ChartFlags(rawValue: 1 << 2)
  /// Values are bytes (`free -h`'s sizes): the Y axis writes them with byte units (`25.3GB`).
  public static let bytes = ChartFlags(rawValue: 1 << 3)
  /// x is numbers that were not in order in the file (repeated and unsorted: two columns of a
  /// sample, not a time): the rows were sorted by x, and the samples are drawn as points.
  public static let unordered = ChartFlags(rawValue: 1 << 4)
}
