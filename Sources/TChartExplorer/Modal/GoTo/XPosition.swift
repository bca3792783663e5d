import TChartData

/// A place on the x axis as a command-line option gives it (`tchart render --ab A:B`): a
/// fraction 0…1 of the whole x span, or, on a time axis, a date or date-time as the go-to
/// prompt reads it (``DateEntry/date(_:)``: `2024-03-01`, `2024-03-01 14:05`, `8 Mar 2024`).
/// Read when the option is parsed, placed on a chart set once it is loaded.
public enum XPosition: Sendable, Equatable {
  /// A fraction of the whole x span.
  case fraction(Double)
  /// A date, kept as typed (its x depends on nothing but the text; the chart set checks it).
  case date(String, x: Double)
  /// Text that is neither: refused when placed, naming it.
  case unreadable(String)

  /// `text` read as a fraction in 0…1 or a date.
  public init(_ text: String) {
    if let number = Double(text), (0...1).contains(number) {
      self = .fraction(number)
    } else if let x = DateEntry.date(text) {
      self = .date(text, x: x)
    } else {
      self = .unreadable(text)
    }
  }

  /// Whether the text read as a fraction or a date.
  public var isReadable: Bool {
    if case .unreadable = self { return false }
    return true
  }

  /// `A:B` as two positions, split at the first `:` where both sides read (dates and times hold
  /// colons: `2024-03-01 09:30:2024-03-01 17:00`), else at the first `:`; `nil` without one.
  public static func pair(_ argument: String) -> (XPosition, XPosition)? {
    let colons = argument.indices.filter { argument[$0] == ":" }
    let splits = colons.map {
      (
        XPosition(String(argument[..<$0])),
        XPosition(String(argument[argument.index(after: $0)...]))
      )
    }
    return splits.first { $0.0.isReadable && $0.1.isReadable } ?? splits.first
  }

  /// The sample of `chartSet` nearest to this position; `name` (`A`) names it in the problem:
  /// unreadable text, a date on a number axis, a date before the first or after the last sample.
  public func sample(in chartSet: ChartSet, name: String) throws(DateEntry.Problem) -> Int {
    let first = chartSet.xValue(at: 0)
    let last = chartSet.xValue(at: chartSet.lastIndex)
    let x: Double
    switch self {
    case .fraction(let fraction):
      return Self.sample(fraction: fraction, in: chartSet)
    case .date(let text, let utcDate):
      // Read again on the chart's clock (`--tz`): a date without an offset is its wall time.
      let date = DateEntry.date(text, zone: chartSet.timeZone) ?? utcDate
      guard chartSet.xKind == .time else {
        throw DateEntry.Problem(
          message: "\(name) '\(text)': the x axis holds numbers; give a fraction 0…1")
      }
      guard date >= first, date <= last else {
        let zone = chartSet.timeZone
        throw DateEntry.Problem(
          message: "\(name) '\(text)' is \(date < first ? "before" : "after") the data ("
            + WindowCSV.isoDate(first, zone: zone) + " … " + WindowCSV.isoDate(last, zone: zone)
            + ")")
      }
      x = date
    case .unreadable(let text):
      let forms =
        chartSet.xKind == .time ? "a fraction 0…1 or a date (2024-03-01 14:05)" : "a fraction 0…1"
      throw DateEntry.Problem(message: "\(name) '\(text)' is not \(forms)")
    }
    return chartSet.nearestIndex(toX: x, in: 0...chartSet.lastIndex)
  }

  /// The sample of `chartSet` nearest to the fraction `fraction` of its whole x span.
  public static func sample(fraction: Double, in chartSet: ChartSet) -> Int {
    let first = chartSet.xValue(at: 0)
    let span = chartSet.xValue(at: chartSet.lastIndex) - first
    return chartSet.nearestIndex(toX: first + fraction * span, in: 0...chartSet.lastIndex)
  }
}
