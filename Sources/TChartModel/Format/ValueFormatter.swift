/// Turns slider values into label text: plain numbers, integers with thousands separators,
/// prices (`$1,250,000`, compact `$1.25M`), square feet (`1,200 sq ft`), percentages (the
/// value is in percent: `25` → `25%`) and dates (the value is Unix seconds, shown in UTC).
///
/// Decimals follow the precision the range needs (``RangeSelection/decimals``): a step of
/// `0.25` prints `0.50`, a step of `10000` prints no decimals. Dates show the time of day only
/// when the resolution is finer than a day. `calendar` dates read as the explorer's title and
/// tooltip write them (`Jan 1 2019`).
public struct ValueFormatter: Sendable, Equatable {
  /// The kinds of label, named as `tchart pick --format` spells them.
  public enum Kind: String, Sendable, CaseIterable {
    case plain, integer, price, sqft, percent, date
    /// `Jan 1 2019` (`Jan 1 2019 14:30` below a day's resolution); compact `Jan 1` like `date`.
    case calendar
  }

  public var kind: Kind
  /// Digits after the decimal point (numbers only).
  public var decimals: Int
  /// The finest time difference to show, in seconds (dates only): below a day the time of day
  /// is shown (`HH:MM`), below a minute with seconds.
  public var resolution: Double

  public init(_ kind: Kind, decimals: Int = 0, resolution: Double = 86_400) {
    self.kind = kind
    self.decimals = max(0, min(decimals, 10))
    self.resolution = resolution
  }

  /// A formatter for `selection`: decimals from its precision, date resolution from its step
  /// (a thousandth of the range when continuous).
  public init(_ kind: Kind, for selection: RangeSelection) {
    let resolution = selection.step ?? (selection.maximum - selection.minimum) / 1000
    self.init(kind, decimals: selection.decimals, resolution: resolution)
  }

  /// The full label: `$1,250,000`, `1,200 sq ft`, `2024-03-15`.
  public func string(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    switch kind {
    case .plain: return NumberFormat.fixed(value, decimals: decimals)
    case .integer: return NumberFormat.grouped(value, decimals: decimals)
    case .price: return signed(value) { "$" + NumberFormat.grouped($0, decimals: decimals) }
    case .sqft: return NumberFormat.grouped(value, decimals: decimals) + " sq ft"
    case .percent: return NumberFormat.fixed(value, decimals: decimals) + "%"
    case .date: return UTCDate.string(seconds: value, resolution: resolution)
    case .calendar:
      let year = DateFormat.year(value)
      guard year != "–" else { return "–" }
      let day = DateFormat.monthDay(value) + " " + year
      return resolution < 86_400 ? day + " " + DateFormat.timeOfDay(value) : day
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
    case .percent: return string(value)
    case .date, .calendar:
      let day = DateFormat.monthDay(value)
      return resolution < 86_400 ? day + " " + DateFormat.timeOfDay(value) : day
    }
  }

  /// The plain number `tchart pick` prints: no grouping, as many decimals as the range needs.
  public static func plainText(_ value: Double, decimals: Int) -> String {
    NumberFormat.fixed(value, decimals: decimals)
  }

  private func signed(_ value: Double, _ body: (Double) -> String) -> String {
    let text = body(abs(value))
    return value < 0 && text.contains(where: { ("1"..."9").contains($0) }) ? "-" + text : text
  }
}
