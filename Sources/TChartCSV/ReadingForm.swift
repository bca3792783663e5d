import TChartData
import TChartTime

/// One way a column's cells can be read as x, as `--x-type` and `--date-format` say it: the
/// loader's own guess, a date pattern, plain numbers or Unix time. The columns sheet's `f`
/// cycles the forms that read a column's first cells (``forms(reading:)``).
public enum ReadingForm: Sendable, Hashable {
  /// As the loader guesses (`--x-type auto`, no `--date-format`).
  case auto
  /// Dates in this `--date-format` pattern (`%Y %b`).
  case date(String)
  /// Plain numbers (`--x-type number`).
  case number
  /// Unix seconds (`--x-type unix-s`).
  case unixSeconds
  /// Unix milliseconds (`--x-type unix-ms`).
  case unixMilliseconds

  /// The form of `--x-type` and `--date-format` as given (`nil`: not given).
  public init(xType: XType, dateFormat: String?) {
    if let dateFormat {
      self = .date(dateFormat)
      return
    }
    switch xType {
    case .auto, .date: self = .auto
    case .number: self = .number
    case .unixSeconds: self = .unixSeconds
    case .unixMilliseconds: self = .unixMilliseconds
    }
  }

  /// `--x-type` for this form.
  public var xType: XType {
    switch self {
    case .auto, .date: .auto
    case .number: .number
    case .unixSeconds: .unixSeconds
    case .unixMilliseconds: .unixMilliseconds
    }
  }

  /// `--date-format` for this form (`nil`: none).
  public var dateFormat: String? {
    if case .date(let pattern) = self { pattern } else { nil }
  }

  /// The flags that read x this way (none for ``auto``).
  public var flags: [String] {
    switch self {
    case .auto: []
    case .date(let pattern): ["--date-format", pattern]
    default: ["--x-type", xType.rawValue]
    }
  }

  /// How the sheet names the form: `guess`, `%Y %b`, `number`, `Unix s`, `Unix ms`.
  public var label: String {
    switch self {
    case .auto: "guess"
    case .date(let pattern): pattern
    case .number: "number"
    case .unixSeconds: "Unix s"
    case .unixMilliseconds: "Unix ms"
    }
  }

  /// Whether the form reads times (every form but ``number``; the guess may read numbers).
  public var readsTime: Bool { self != .number }

  /// `text` read this way: seconds since 1970 for a time, the number for ``number``; `nil`
  /// when the form does not read it. The guess reads dates in any form the loader knows, else
  /// numbers.
  public func read(_ text: String) -> Double? {
    let cell = text.trimmingSpaces
    switch self {
    case .auto:
      return Self.dateText(cell) ?? Double(cell)
    case .date(let pattern):
      guard let pattern = try? DatePattern(pattern) else { return nil }
      return pattern.read(cell)
    case .number:
      return Double(cell)
    case .unixSeconds:
      return Double(cell)
    case .unixMilliseconds:
      return Double(cell).map { $0 / 1000 }
    }
  }

  /// `text` read as `value` would show it in the sheet: a date (with its time of day when it
  /// has one) or the number.
  public func shown(_ text: String) -> String? {
    guard let value = read(text) else { return nil }
    let isDate = self != .number && (self != .auto || Self.dateText(text) != nil)
    guard isDate, value.isFinite else { return Self.number(value) }
    return DateFormat.full(value, withTime: DateFormat.isTimeOfDay(value))
  }

  /// The forms that read every non-empty cell of `values`, the guess first: the date patterns
  /// in ``datePatterns`` order, then numbers and Unix time (s or ms by the numbers' size).
  public static func forms(reading values: [String]) -> [ReadingForm] {
    let cells = values.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    guard !cells.isEmpty else { return [.auto] }
    var forms: [ReadingForm] = [.auto]
    for pattern in datePatterns
    where cells.allSatisfy({ ReadingForm.date(pattern).read($0) != nil }) {
      forms.append(.date(pattern))
    }
    let numbers = cells.compactMap { Double($0) }
    if numbers.count == cells.count {
      forms.append(.number)
      if numbers.allSatisfy({ (1e8...4e9).contains($0) }) { forms.append(.unixSeconds) }
      if numbers.allSatisfy({ (1e11...4e12).contains($0) }) { forms.append(.unixMilliseconds) }
    }
    return forms
  }

  /// The `--date-format` patterns the sheet tries, the most common first.
  public static let datePatterns = [
    "%Y-%m-%d", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M", "%Y/%m/%d",
    "%d.%m.%Y", "%d/%m/%Y", "%m/%d/%Y", "%d-%m-%Y", "%m-%d-%Y", "%Y%m%d", "%y%m%d", "%d/%m/%y",
    "%m/%d/%y", "%Y-%m", "%Y/%m", "%Y %b", "%b %Y", "%Y-%b", "%b-%Y", "%d %b %Y", "%b %d %Y",
    "%d-%b-%Y", "%Y", "%H:%M:%S", "%H:%M",
  ]

  /// `text` as a date in any form the loader reads without a pattern.
  private static func dateText(_ text: String) -> Double? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return nil }
      return DateText.parse(UnsafePointer(start), UnsafePointer(start + buffer.count))
    }
  }

  /// A number as the sheet shows it: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension DatePattern {
  /// `text` read with this pattern: seconds since 1970-01-01 UTC, or `nil` when it does not
  /// match.
  package func read(_ text: String) -> Double? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return nil }
      return parse(UnsafePointer(start), UnsafePointer(start + buffer.count))
    }
  }
}
