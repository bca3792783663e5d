import TChartCSV
import TChartData
import TChartTime

/// How a stream's x is read, decided by its first data row.
enum StreamXReading {
  /// The time the row arrived (Unix seconds).
  case arrival
  /// A number divided by `scale` (1, or 1000 for Unix milliseconds).
  case number(scale: Double)
  /// `YYYYMMDD` numbers under a name meaning a date.
  case compactDate
  /// Dates in text (``DateText``, or the `--date-format` pattern).
  case date(CSVXColumn.Reading)
  /// Times of day (`sar`'s `13:30:52`) on the banner's date, past midnight the next day; read
  /// on the clock of `--input-tz` when given.
  case timeOfDay(TimesOfDay, DisplayTimeZone?)

  /// The reading for a stream whose x field first holds `[start, end)`, under the column name
  /// `name` (the file loader's rules, ``CSVXColumn``, applied to that first value), with the
  /// kind and style of the x it gives; `nil` when the cell is neither a number nor a date.
  /// Times of day fall on `day` (Unix seconds of its start: the banner's date, else 0).
  static func decide(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, name: String,
    options: StreamOptions, day: Double = 0
  ) -> (StreamXReading, XKind, XNumberStyle)? {
    var dates = CSVXColumn.Reading(type: options.xType, pattern: options.datePattern)
    dates.inputZone = options.inputZone
    if options.datePattern != nil || options.xType == .date {
      return dates.date(start, end) == nil ? nil : (.date(dates), .time, .plain)
    }
    guard let number = FastFloat.parse(start, end), number.isFinite else {
      if options.xType == .auto, TimesOfDay.seconds(Self.text(start, end)) != nil {
        return (.timeOfDay(TimesOfDay(day: day), options.inputZone), .time, .plain)
      }
      guard options.xType == .auto, dates.date(start, end) != nil else { return nil }
      return (.date(dates), .time, .plain)
    }
    var x = [number]
    let (kind, style) = CSVXColumn.resolve(&x, name: name, type: options.xType)
    let reading: StreamXReading
    if kind == .number || x[0] == number {
      reading = .number(scale: 1)
    } else if x[0] == number / 1000 {
      reading = .number(scale: 1000)
    } else {
      reading = .compactDate
    }
    return (reading, kind, style == .year ? .year : .plain)
  }

  /// The x of a row whose x field is `[start, end)` and which arrived at `arrival`; `nil` when
  /// the cell cannot be read so.
  mutating func x(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, arrival: Double)
    -> Double?
  {
    switch self {
    case .arrival:
      return arrival
    case .number(let scale):
      if let (value, stop) = FastFloat.scanCommon(start, end), stop == end { return value / scale }
      return FastFloat.parse(start, end).map { $0 / scale }
    case .compactDate:
      guard let value = FastFloat.parse(start, end), value >= 0, value < 1e8,
        value == value.rounded()
      else { return nil }
      return DateText.compactDate(Int(value))
    case .date(let reading):
      return reading.date(start, end)
    case .timeOfDay(var clock, let zone):
      guard let seconds = TimesOfDay.seconds(Self.text(start, end)) else { return nil }
      defer { self = .timeOfDay(clock, zone) }
      let wall = clock.next(seconds)
      return zone?.unixSeconds(wall: wall) ?? wall
    }
  }

  /// Why `--input-tz` does not apply to x read so (one note for the status line); `nil` when it
  /// does (dates and times of day written without an offset).
  var inputZoneNote: String? {
    switch self {
    case .date, .timeOfDay: nil
    case .arrival: "--input-tz does not apply: x is the time each row arrived"
    case .number(let scale) where scale == 1000:
      "--input-tz does not apply: x is Unix milliseconds"
    case .number, .compactDate: "--input-tz does not apply: x is not a date written in text"
    }
  }

  private static func text(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
  }
}
