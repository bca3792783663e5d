import TChartTime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A period to compare with (`--shift 1w`): each line's copy is drawn moved forward by
/// ``amount`` (the value the line had one period earlier at each x), named with ``label``
/// (`cpu −1w`). On a time axis the amount is seconds (`1h`, `1d`, `7d`, `1w`, `28d`); on a
/// numeric one a number in x units (`12`).
public struct PeriodShift: Sendable, Equatable, Hashable, Codable {
  /// The shift in x units (seconds on a time axis); always positive.
  public var amount: Double
  /// How it is written: `1w`, `28d`, `12`.
  public var label: String

  public init(amount: Double, label: String) {
    self.amount = amount
    self.label = label
  }

  /// A shift as typed: a positive number with a unit `s`, `m`, `h`, `d` or `w` (`1w`, `28d`),
  /// or a plain positive number (x units; seconds on a time axis). `nil` for anything else.
  public init?(text: String) {
    let trimmed = String(text.filter { !$0.isWhitespace })
    guard let amount = Double(trimmed) ?? ValueInput.duration(trimmed), amount.isFinite,
      amount > 0
    else { return nil }
    self.init(amount: amount, label: trimmed)
  }

  /// Whole days (`1d`, `7d`, `1w`, `28d`, `52w`): a shift in calendar days, so that in a zone
  /// with daylight saving time it moves by days on the zone's clock (a day of 23 or 25 hours
  /// across a change); `nil` for other periods (`1h`, `90m`, plain seconds).
  public var calendarDays: Int? {
    guard let unit = label.last, unit == "d" || unit == "w" else { return nil }
    let days = amount / 86_400
    guard days == days.rounded(), days >= 1, days < 1e6 else { return nil }
    return Int(days)
  }

  /// The instant one period before `x` when shown in `zone`: the same wall-clock time
  /// ``calendarDays`` earlier for a period of days (`x − amount` wherever the zone's offset did
  /// not change between them, as in UTC), else `x − amount`.
  public func earlier(_ x: Double, in zone: DisplayTimeZone) -> Double {
    guard let days = calendarDays, zone.rules != nil else { return x - amount }
    return zone.unixSeconds(wall: zone.wall(x) - Double(days) * 86_400)
  }

  /// The name of a line's copy: `cpu −1w`.
  public func copyName(of name: String) -> String { name + " " + suffix }

  /// `−1w` (a minus sign, as the title and legend write it).
  public var suffix: String { "\u{2212}" + label }

  /// The periods a key cycles through on a time axis.
  static let timeCycle: [PeriodShift] = [
    PeriodShift(amount: 3600, label: "1h"), PeriodShift(amount: 86_400, label: "1d"),
    PeriodShift(amount: 604_800, label: "1w"), PeriodShift(amount: 2_419_200, label: "28d"),
    PeriodShift(amount: 31_449_600, label: "52w"),
  ]

  /// The periods worth cycling through for data spanning `span` x units with samples about
  /// `spacing` apart: on a time axis 1h, 1d, 1w, 28d and 52w, on a numeric one the powers of
  /// ten; only those at least one sample apart and shorter than the span (so the copy shows).
  public static func cycle(span: Double, spacing: Double, time: Bool) -> [PeriodShift] {
    let candidates: [PeriodShift]
    if time {
      candidates = timeCycle
    } else {
      let top = span > 0 ? Int(log10(span).rounded(.up)) : 0
      let bottom = spacing > 0 ? Int(log10(spacing).rounded(.down)) : top
      candidates = (Swift.max(bottom, top - 6)...Swift.max(bottom, top)).map { power in
        let amount = pow(10, Double(power))
        return PeriodShift(amount: amount, label: NumberFormat.compact(amount))
      }
    }
    return candidates.filter { $0.amount >= spacing * (1 - 1e-9) && $0.amount < span }
  }

  /// The next period after `current` in ``cycle(span:spacing:time:)`` (the first when `current`
  /// is `nil` or not in the cycle), `nil` after the last: the key's off → 1d → 1w → … → off.
  public static func next(
    after current: PeriodShift?, span: Double, spacing: Double, time: Bool
  ) -> PeriodShift? {
    let periods = cycle(span: span, spacing: spacing, time: time)
    guard let current else { return periods.first }
    guard let index = periods.firstIndex(where: { $0.amount == current.amount }) else {
      return periods.first { $0.amount > current.amount }
    }
    return index + 1 < periods.count ? periods[index + 1] : nil
  }
}

extension ChartSet {
  /// The x one `shift` before `x`: calendar days on the clock of ``timeZone`` on a time axis
  /// (``PeriodShift/earlier(_:in:)``), `x − amount` otherwise.
  public func earlier(_ x: Double, by shift: PeriodShift) -> Double {
    xKind == .time ? shift.earlier(x, in: timeZone) : x - shift.amount
  }

  /// The sample one `shift` before `x` (the copy's value at `x`): the sample nearest to
  /// ``earlier(_:by:)`` when it lies within one sample spacing of it, else `nil` (before the data or
  /// in a gap of samples). O(log N).
  public func sampleIndex(before x: Double, by shift: PeriodShift) -> Int? {
    guard count > 0, let span = xSpan else { return nil }
    let target = earlier(x, by: shift)
    let index = nearestIndex(toX: target, in: 0...lastIndex)
    let spacing = sampleSpacing(in: index..<(index + 1)) ?? (span.upperBound - span.lowerBound)
    return abs(xValue(at: index) - target) <= spacing * 0.5 + 1e-9 * abs(target) ? index : nil
  }
}
