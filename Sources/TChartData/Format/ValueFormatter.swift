import TChartTime

/// Turns slider values into label text: plain numbers, integers with thousands separators,
/// prices (`$1,250,000`, compact `$1.25M`), square feet (`1,200 sq ft`), percentages (the
/// value is in percent: `25` → `25%`) and dates (the value is Unix seconds, shown in UTC).
///
/// Decimals follow the precision the range needs (a range selection's decimals): a step of
/// `0.25` prints `0.50`, a step of `10000` prints no decimals. Dates show the time of day only
/// when the resolution is finer than a day. `calendar` dates read as the explorer's title and
/// tooltip write them (`Jan 1 2019`).
public struct ValueFormatter: Sendable, Equatable {
  /// The kinds of label, named as `tchart pick --format` spells them.
  public enum Kind: String, Sendable, CaseIterable {
    case plain, integer, price, sqft, percent, date
    /// Numbers as people read them (``ReadableNumber``): `1990`, `12,500`, never `1.99K`.
    case number
    /// `Jan 1 2019` (`Jan 1 2019 14:30` below a day's resolution, `14:30:05` below a minute's,
    /// `14:30:05.125` below a second's); compact `Jan 1` like `date`.
    case calendar
  }

  public var kind: Kind
  /// Digits after the decimal point (numbers only).
  public var decimals: Int
  /// The finest time difference to show, in seconds (dates only): below a day the time of day
  /// is shown (`HH:MM`), below a minute with seconds.
  public var resolution: Double
  /// `calendar` dates written as periods (`Feb 1949`, `1974 Q1`: ``CalendarPeriod``), for x
  /// read as periods (``ChartSet/xPeriod``).
  public var period: TimePrecision?
  /// The zone `calendar` dates are written in (its offset at each value); UTC by default.
  public var zone: DisplayTimeZone = .utc

  public init(_ kind: Kind, decimals: Int = 0, resolution: Double = 86_400) {
    self.kind = kind
    self.decimals = max(0, min(decimals, 10))
    self.resolution = resolution
  }

  /// The full label: `$1,250,000`, `1,200 sq ft`, `2024-03-15`. A value that is not zero never
  /// reads `0`: below the range's decimals it shows three significant digits (`5e-13`).
  public func string(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    switch kind {
    case .plain: return nonZero(value) { Self.plainText($0, decimals: decimals) }
    case .integer: return nonZero(value) { Self.grouped($0, decimals: decimals) }
    case .number: return nonZero(value) { ReadableNumber.text($0, decimals: decimals) }
    case .price:
      return signed(value) { "$" + nonZero($0) { Self.grouped($0, decimals: decimals) } }
    case .sqft: return nonZero(value) { Self.grouped($0, decimals: decimals) } + " sq ft"
    case .percent: return nonZero(value) { Self.plainText($0, decimals: decimals) } + "%"
    case .date: return UTCDate.string(seconds: value, resolution: resolution)
    case .calendar:
      if let period, let label = CalendarPeriod.label(value, precision: period) { return label }
      let value = zone.wall(value)
      let year = DateFormat.year(value)
      guard year != "–" else { return "–" }
      let day = DateFormat.monthDay(value) + " " + year
      return resolution < 86_400 ? day + " " + clock(value) : day
    }
  }

  /// A shorter label for when space is short: `$1.25M`, `1.2K sq ft`, `Mar 15` (a date without
  /// its year; with `14:30` when the resolution is below a day).
  public func compactString(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    switch kind {
    case .plain, .integer: return NumberFormat.compact(value)
    case .price: return signed(value) { "$" + NumberFormat.compact($0) }
    case .sqft: return NumberFormat.compact(value) + " sq ft"
    case .percent, .number: return string(value)
    case .date, .calendar:
      if kind == .calendar, let period, let label = CalendarPeriod.label(value, precision: period) {
        return label
      }
      let value = kind == .calendar ? zone.wall(value) : value
      let day = DateFormat.monthDay(value)
      return resolution < 86_400 ? day + " " + clock(value) : day
    }
  }

  /// The merged label of a range, `lo – hi` (``SliderLabels`` draws it when the two labels
  /// would touch): a unit both share is written once (`1,200 – 3,400 sq ft`), a day both
  /// share too (`Mar 15 09:00 – 17:30`), and equal labels show once.
  public func joined(_ low: String, _ high: String) -> String {
    if low == high { return low }
    let unit = " sq ft"
    if kind == .sqft, low.hasSuffix(unit), high.hasSuffix(unit) {
      return String(low.dropLast(unit.count)) + Self.rangeSeparator + high
    }
    if kind == .date, resolution < 86_400, let lowSpace = low.lastIndex(of: " "),
      let highSpace = high.lastIndex(of: " "), low[..<lowSpace] == high[..<highSpace]
    {
      return low + Self.rangeSeparator + high[high.index(after: highSpace)...]
    }
    return low + Self.rangeSeparator + high
  }

  /// What separates the two values of a merged label.
  public static let rangeSeparator = " – "

  /// The plain number `tchart pick` prints: no grouping, as many decimals as the range needs.
  /// Digits, never an exponent, however large the value (`1e20` → `100000000000000000000`).
  public static func plainText(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    let wanted = max(0, min(decimals, 15))
    guard abs(value) >= 9e18 else {
      // `NumberFormat.fixed` scales to a whole number, exact only below 2^53: decimals a
      // double this large cannot hold are printed as zeros.
      var places = wanted
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      while places > 0 && abs(value) * scale >= 9_007_199_254_740_992 {
        places -= 1
        scale /= 10
      }
      let text = NumberFormat.fixed(value, decimals: places)
      guard places < wanted else { return text }
      return text + (places == 0 ? "." : "") + String(repeating: "0", count: wanted - places)
    }
    let fraction = wanted > 0 ? "." + String(repeating: "0", count: wanted) : ""
    return (value < 0 ? "-" : "") + integerDigits(abs(value)) + fraction
  }

  /// `plainText` with thousands separators.
  static func grouped(_ value: Double, decimals: Int) -> String {
    guard value.isFinite, abs(value) >= 1e18 else {
      return NumberFormat.grouped(value, decimals: decimals)
    }
    let text = plainText(abs(value), decimals: decimals)
    let whole = text.prefix(while: { $0 != "." })
    return (value < 0 ? "-" : "") + NumberFormat.group(String(whole)) + text.dropFirst(whole.count)
  }

  /// The decimal digits of a large whole `value` (at least 1e16) from its shortest
  /// description (`9.8e+19` → `98000000000000000000`).
  static func integerDigits(_ value: Double) -> String {
    let description = "\(value)"
    let parts = description.split(separator: "e")
    let mantissa = parts[0]
    let exponent = parts.count == 2 ? Int(String(parts[1].filter { $0 != "+" })) ?? 0 : 0
    let whole = mantissa.prefix(while: { $0 != "." })
    var fraction = mantissa.dropFirst(whole.count + 1)
    if fraction == "0" { fraction = "" }
    let digits = whole + fraction
    let count = whole.count + exponent
    guard count >= digits.count else { return String(digits.prefix(max(count, 1))) }
    return digits + String(repeating: "0", count: count - digits.count)
  }

  /// The time of day at the resolution's precision: `14:30`, `14:30:05`, `14:30:05.125`.
  private func clock(_ value: Double) -> String {
    DateFormat.timeOfDay(value, precision: TimePrecision(resolution: resolution))
  }

  /// `body(value)`, or the value with three significant digits (``PreciseNumber``) when that
  /// reads zero for a value that is not.
  private func nonZero(_ value: Double, _ body: (Double) -> String) -> String {
    let text = body(value)
    guard value != 0, !text.contains(where: { ("1"..."9").contains($0) }) else { return text }
    var step = 1.0
    for _ in 0..<decimals { step /= 10 }
    return PreciseNumber.text(value, resolution: ValueResolution(step: step))
  }

  private func signed(_ value: Double, _ body: (Double) -> String) -> String {
    let text = body(abs(value))
    return value < 0 && text.contains(where: { ("1"..."9").contains($0) }) ? "-" + text : text
  }
}
