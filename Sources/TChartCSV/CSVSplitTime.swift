import TChartData
import TChartTime

/// Time written over several columns (`year,month[,day[,hour[,minute]]]`, `year,quarter`,
/// `year,week`): which columns they are, found by name and values, and their combination into
/// one x (Unix seconds) after the row loop. A month may be written as a name (`2019,March`,
/// `MAR,…,1985`): that column is read as labels (``namedMonths``) and turned into months.
struct CSVSplitTime: Equatable {
  /// What one column of the split time holds.
  enum Part: Equatable {
    case month, day, hour, minute, quarter, week

    /// The names a column of this part goes by (lowercased).
    var names: Set<String> {
      switch self {
      case .month: ["month", "mon", "mo", "mm"]
      case .day: ["day", "dd", "mday", "dom"]
      case .hour: ["hour", "hr", "hh"]
      case .minute: ["minute", "min", "mi"]
      case .quarter: ["quarter", "qtr", "q"]
      case .week: ["week", "wk", "isoweek", "woy"]
      }
    }

    /// The values a cell of this part may hold.
    var values: ClosedRange<Int> {
      switch self {
      case .month: 1...12
      case .day: 1...31
      case .hour: 0...23
      case .minute: 0...59
      case .quarter: 1...4
      case .week: 1...53
      }
    }
  }

  /// The year column.
  var year: Int
  /// The other columns, coarsest first.
  var parts: [(part: Part, field: Int)]
  /// The month column when it holds names (`March`, `MAR`): read as labels, not numbers.
  var namedMonths: Int?

  static func == (lhs: CSVSplitTime, rhs: CSVSplitTime) -> Bool {
    lhs.year == rhs.year && lhs.parts.map(\.part) == rhs.parts.map(\.part)
      && lhs.parts.map(\.field) == rhs.parts.map(\.field) && lhs.namedMonths == rhs.namedMonths
  }

  /// Every column taking part, the year first.
  var fields: [Int] { [year] + parts.map(\.field) }

  /// The precision the combination is shown at: the finest part's.
  var precision: TimePrecision {
    switch parts.last?.part {
    case .quarter: .quarter
    case .week: .week
    case .month: .month
    case .day, nil: .day
    case .hour, .minute: .minute
    }
  }

  /// The parts beside the year column `year`, by name and sample values (`samples[field]`):
  /// month, then day, hour, minute in turn (each only after the one before); or a quarter; or
  /// a week. `nil` when there is none.
  static func find(year: Int, names: [String], samples: [[String?]], except: Set<Int>)
    -> CSVSplitTime?
  {
    func candidate(_ field: Int, _ part: Part) -> Bool {
      field != year && !except.contains(field) && part.names.contains(names[field].lowercased())
        && !samples[field].isEmpty
    }
    func column(_ part: Part) -> Int? {
      names.indices.first { field in
        guard candidate(field, part) else { return false }
        // Whole numbers, also as pandas writes them from floats (`1.0`).
        return samples[field].allSatisfy { cell in
          guard let cell, let value = Double(cell), value == value.rounded(), abs(value) < 1e6
          else { return false }
          return part.values.contains(Int(value))
        }
      }
    }
    var parts: [(part: Part, field: Int)] = []
    let named = names.indices.first { field in
      candidate(field, .month) && samples[field].allSatisfy { $0.flatMap(monthNumber) != nil }
    }
    if let month = column(.month) ?? named {
      parts.append((.month, month))
      for part in [Part.day, .hour, .minute] {
        guard let field = column(part) else { break }
        parts.append((part, field))
      }
    } else if let quarter = column(.quarter) {
      parts.append((.quarter, quarter))
    } else if let week = column(.week) {
      parts.append((.week, week))
    }
    guard !parts.isEmpty else { return nil }
    var split = CSVSplitTime(year: year, parts: parts)
    if parts[0].field == named { split.namedMonths = named }
    return split
  }

  /// The month a name writes (`March`, `MAR`, `Sept`): 1…12, or `nil`.
  static func monthNumber(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return nil }
      var cursor = DateCursor(base, base + bytes.count)
      guard let month = cursor.monthName(), cursor.atEnd else { return nil }
      return month
    }
  }

  /// `columns` with the named month column's label numbers turned into months (`labels` the
  /// table's label texts); a name that is not a month becomes `nan` (``combine`` names it).
  func monthsNumbered(_ columns: [Column<Double>], labels: [String]) -> [Column<Double>] {
    guard let field = namedMonths else { return columns }
    var columns = columns
    columns[field] = Column(
      columns[field].map { number in
        guard number.isFinite, labels.indices.contains(Int(number)),
          let month = Self.monthNumber(labels[Int(number)])
        else { return Double.nan }
        return Double(month)
      })
    return columns
  }

  /// The combined x of every row; an error naming the first row (1-based among the data rows)
  /// whose parts do not make a time.
  func combine(_ columns: [Column<Double>], names: [String], file: String) throws(LoadError)
    -> [Double]
  {
    let years = columns[year]
    var x = [Double](repeating: 0, count: years.count)
    for row in years.indices {
      guard let value = time(row: row, columns) else {
        let cells = fields.map { "\(names[$0])=\(PlainNumber.text(columns[$0][row]))" }
        throw LoadError(
          file: file, location: "",
          message: "data row \(row + 1): \(cells.joined(separator: " ")) is not a time; "
            + "give --x to read one column")
      }
      x[row] = value
    }
    return x
  }

  /// The time of one row, or `nil`.
  private func time(row: Int, _ columns: [Column<Double>]) -> Double? {
    func whole(_ field: Int) -> Int? {
      let value = columns[field][row]
      return value.isFinite && value == value.rounded() && abs(value) < 1e6 ? Int(value) : nil
    }
    guard let year = whole(year) else { return nil }
    var month = 1
    var day = 1
    var seconds = 0
    for (part, field) in parts {
      guard let value = whole(field), part.values.contains(value) else { return nil }
      switch part {
      case .month: month = value
      case .day: day = value
      case .hour: seconds += value * 3600
      case .minute: seconds += value * 60
      case .quarter: return CalendarPeriod.quarterStart(year: year, quarter: value)
      case .week: return CalendarPeriod.weekStart(year: year, week: value)
      }
    }
    return DateText.day(year: year, month: month, day: day).map { $0 + Double(seconds) }
  }
}
