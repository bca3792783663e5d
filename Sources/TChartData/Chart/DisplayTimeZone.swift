#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The zone times are shown in (`--tz`): UTC by default, the machine's local zone, or a fixed
/// offset. x values stay Unix seconds; only their display moves by ``secondsEast``.
public struct DisplayTimeZone: Sendable, Equatable {
  /// The offset east of UTC, in seconds.
  public var secondsEast: Int
  /// How the title names it: `UTC`, `UTC+02:00`, `local (UTC-05:00)`.
  public var label: String

  public static let utc = DisplayTimeZone(secondsEast: 0, label: "UTC")

  public init(secondsEast: Int, label: String) {
    self.secondsEast = secondsEast
    self.label = label
  }

  /// Whether times are shown in UTC (the title then names no zone).
  public var isUTC: Bool { secondsEast == 0 && label == "UTC" }

  /// `local`, `UTC` (or `Z`) or `±HH:MM` / `±HHMM` / `±HH`; `nil` for anything else. `local`
  /// is the machine's offset now (a fixed offset: a change of daylight saving time within the
  /// data is not followed).
  public init?(argument: String) {
    switch argument.lowercased() {
    case "utc", "z", "gmt": self = .utc
    case "local":
      var now = time(nil)
      var parts = tm()
      guard localtime_r(&now, &parts) != nil else { return nil }
      let offset = Int(parts.tm_gmtoff)
      self.init(secondsEast: offset, label: "local (\(Self.offsetText(offset)))")
    default:
      let bytes = Array(argument.utf8)
      guard bytes.count >= 3, bytes[0] == 0x2B || bytes[0] == 0x2D else { return nil }
      let digits = bytes.dropFirst().filter { $0 != 0x3A }
      guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ $0 &- 0x30 < 10 }),
        bytes.dropFirst().filter({ $0 == 0x3A }).count <= (digits.count == 4 ? 1 : 0)
      else { return nil }
      let values = digits.map { Int($0 - 0x30) }
      let hours = values[0] * 10 + values[1]
      let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
      guard hours <= 14, minutes <= 59 else { return nil }
      let offset = (hours * 3600 + minutes * 60) * (bytes[0] == 0x2D ? -1 : 1)
      self.init(secondsEast: offset, label: Self.offsetText(offset))
    }
  }

  /// `UTC+02:00`, `UTC-05:30`.
  static func offsetText(_ seconds: Int) -> String {
    let magnitude = abs(seconds) / 60
    func two(_ value: Int) -> String { String(value).leftPadded(to: 2) }
    return "UTC\(seconds < 0 ? "-" : "+")\(two(magnitude / 60)):\(two(magnitude % 60))"
  }
}

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

extension ChartSet {
  /// This chart set with its times shown in `zone`: time x values move by the zone's offset
  /// (so every date, tick and day boundary drawn is the zone's wall clock) and ``timeZone``
  /// says which zone that is. Plain-number x is left alone. Shifting back by the offset gives
  /// the Unix seconds again (see ``unixSeconds(_:)``). x read as calendar periods
  /// (``xPeriod``: `1974 Q1`) names no instant and stays as it is.
  public func shown(in zone: DisplayTimeZone) -> ChartSet {
    guard xPeriod == nil else { return self }
    var shifted = self
    let offset = Double(zone.secondsEast - timeZone.secondsEast)
    if xKind == .time && offset != 0 { shifted.x = x.map { $0 + offset } }
    shifted.timeZone = zone
    return shifted
  }

  /// The Unix seconds of a shown x value (the inverse of the shift of ``shown(in:)``).
  public func unixSeconds(_ shownX: Double) -> Double {
    xKind == .time ? shownX - Double(timeZone.secondsEast) : shownX
  }
}
