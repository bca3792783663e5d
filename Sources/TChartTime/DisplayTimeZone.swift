#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The zone times are shown in (`--tz`): UTC by default, an IANA zone (`Europe/Berlin`, with
/// its ``ZoneRules``: the offset of each instant, daylight saving time followed), `local`, or a
/// fixed offset. x values stay Unix seconds; only their text and ticks use the zone's wall clock
/// (``wall(_:)``, ``unixSeconds(wall:)``).
public struct DisplayTimeZone: Sendable, Equatable {
  /// The offset east of UTC, in seconds, of a zone without rules (a fixed offset).
  public var secondsEast: Int
  /// How the title names it: `UTC`, `UTC+02:00`, `Europe/Berlin`, `local (Europe/Berlin)`.
  public var label: String
  /// The rules of an IANA zone; `nil` for UTC and fixed offsets.
  public var rules: ZoneRules?

  public static let utc = DisplayTimeZone(secondsEast: 0, label: "UTC")

  public init(secondsEast: Int, label: String) {
    self.secondsEast = secondsEast
    self.label = label
  }

  /// An IANA zone shown as `label` (its name, or `local (…)`).
  public init(rules: ZoneRules, label: String) {
    self.secondsEast = 0
    self.label = label
    self.rules = rules
  }

  /// Whether times are shown in UTC (the title then names no zone).
  public var isUTC: Bool { secondsEast == 0 && label == "UTC" && rules == nil }

  /// The offset east of UTC at `unixSeconds`, in seconds: O(log transitions).
  public func offset(at unixSeconds: Double) -> Int {
    guard let rules else { return secondsEast }
    guard unixSeconds.isFinite, abs(unixSeconds) < 1e14 else { return rules.offset(at: 0) }
    return rules.offset(at: Int64(unixSeconds.rounded(.down)))
  }

  /// The zone's abbreviation at `unixSeconds` (`CEST`, `EST`; `UTC+02:00` for a fixed offset).
  public func abbreviation(at unixSeconds: Double) -> String {
    guard let rules else { return secondsEast == 0 ? "UTC" : Self.offsetText(secondsEast) }
    guard unixSeconds.isFinite, abs(unixSeconds) < 1e14 else { return rules.name }
    return rules.localTime(at: Int64(unixSeconds.rounded(.down))).abbreviation
  }

  /// The wall-clock time of `unixSeconds` in this zone, as seconds since 1970-01-01 00:00 on
  /// that clock (what ``DateFormat`` writes).
  public func wall(_ unixSeconds: Double) -> Double {
    unixSeconds + Double(offset(at: unixSeconds))
  }

  /// Every instant whose wall clock reads `wall`: one, none in a spring-forward gap, two in an
  /// autumn overlap (earliest first).
  public func instants(wall: Double) -> [Double] {
    guard let rules else { return [wall - Double(secondsEast)] }
    guard wall.isFinite, abs(wall) < 1e14 else { return [wall] }
    let whole = wall.rounded(.down)
    return rules.instants(wall: Int64(whole)).map { Double($0) + (wall - whole) }
  }

  /// The instant a wall-clock time names: the earlier one when the clock repeats (autumn), the
  /// time read with the offset before a gap (spring: `02:30` is `03:30` summer time).
  public func unixSeconds(wall: Double) -> Double {
    guard let rules else { return wall - Double(secondsEast) }
    guard wall.isFinite, abs(wall) < 1e14 else { return wall }
    let whole = wall.rounded(.down)
    return Double(rules.instant(wall: Int64(whole))) + (wall - whole)
  }

  /// The argument that names this zone again (`--tz`, a saved session): `UTC`, `+02:00`,
  /// `Europe/Berlin`, `local`.
  public var argument: String {
    if label.hasPrefix("local") { return "local" }
    if rules != nil { return label }
    if isUTC { return "UTC" }
    return String(Self.offsetText(secondsEast).dropFirst(3))
  }

  /// `UTC` (or `Z`, `GMT`) or `±HH:MM` / `±HHMM` / `±HH`; `nil` for anything else (zone names
  /// and `local` are the tz database's: `ZoneDatabase.lookup`).
  public init?(argument: String) {
    switch argument.lowercased() {
    case "utc", "z", "gmt": self = .utc
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
