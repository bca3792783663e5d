/// How finely a time is written: the date alone, `14:05`, `14:05:30` or `14:05:30.125`; or,
/// for x read as calendar periods (`ChartSet.xPeriod`), the year, quarter, month or ISO week
/// alone (`1949`, `1974 Q1`, `Feb 1949`, `1991 W06`: ``CalendarPeriod``).
///
/// Seconds show when the window spans under an hour or its samples are under a minute apart,
/// milliseconds when they are under a second apart (``init(span:spacing:hasTimeOfDay:)``); the
/// tooltip, the title's range, the slider and the X axis follow the same rule.
public enum TimePrecision: Int, Sendable, Comparable, CaseIterable {
  case year, quarter, month, week, day, minute, second, millisecond

  /// The precision of a window spanning `span` seconds, whose samples are `spacing` seconds
  /// apart (`nil`: unknown, one sample) and whose timestamps have a time of day or not.
  public init(span: Double, spacing: Double?, hasTimeOfDay: Bool) {
    if let spacing, spacing > 0, spacing < 1 {
      self = .millisecond
    } else if let spacing, spacing > 0, spacing < 60 {
      self = .second
    } else if hasTimeOfDay {
      self = span < 3600 ? .second : .minute
    } else {
      self = .day
    }
  }

  /// The precision that shows a difference of `resolution` seconds: below a second
  /// milliseconds, below a minute seconds, below a day minutes.
  public init(resolution: Double) {
    if resolution < 1 {
      self = .millisecond
    } else if resolution < 60 {
      self = .second
    } else if resolution < 86_400 {
      self = .minute
    } else {
      self = .day
    }
  }

  /// The finest difference this precision shows, in seconds.
  public var resolution: Double {
    switch self {
    case .year: 31_556_952
    case .quarter: 7_889_238
    case .month: 2_629_746
    case .week: 604_800
    case .day: 86_400
    case .minute: 60
    case .second: 1
    case .millisecond: 0.001
    }
  }

  public static func < (lhs: TimePrecision, rhs: TimePrecision) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
