import TChartSources

/// How a column that holds text is read, as `sqlite3`'s `.import` stores every column of a CSV
/// (declared `TEXT`): numbers through `CAST … AS REAL`, ISO dates (`2024-03-08`,
/// `2024-03-08 14:05:30`, `2012/01/01`) through `julianday` as Unix seconds. The x column is one of
/// ``SQLiteTextColumn/Reading``; a value column holding numbers as text is read as numbers,
/// other text is a gap.
enum SQLiteTextColumn {
  /// How the x column is read.
  enum Reading: Sendable, Equatable {
    /// As stored: integers and reals (a text or NULL x is no row).
    case stored
    /// Numbers written as text (`'42'`, `'1.5e3'`), with integers and reals.
    case numbers
    /// ISO dates and times written as text, as Unix seconds.
    case dates
    /// As ``dates``, those written without an offset read in `--input-tz`
    /// (``SQLiteInputZone``, registered on the connection).
    case zonedDates

    /// Whether x is read from date text.
    var isDates: Bool { self == .dates || self == .zonedDates }

    /// The SQL of the x value of `column` (quoted).
    func expression(_ column: String) -> String {
      switch self {
      case .stored: column
      case .numbers: "CAST(\(column) AS REAL)"
      case .dates: SQLiteTextColumn.seconds(column)
      case .zonedDates:
        SQLiteInputZone.expression(seconds: SQLiteTextColumn.seconds(column), column: column)
      }
    }

    /// The condition a row's x meets to be read (a blank text x is no row).
    func present(_ column: String) -> String {
      self == .stored ? "\(column) IS NOT NULL" : "\(column) IS NOT NULL AND trim(\(column)) != ''"
    }
  }

  /// Whether a declared column type gives text affinity (or none): only then can SQLite hold
  /// numbers as text in it.
  static func mayHoldText(declared: String) -> Bool {
    let type = declared.uppercased()
    return !["INT", "REAL", "FLOA", "DOUB", "NUM", "DEC", "BOOL", "DATE", "TIME"].contains {
      type.contains($0)
    }
  }

  /// `column` (a text value) is a number: digits, a sign, a point or an exponent only, and
  /// no sign right after a digit (`2024-03-08` is a date).
  static func isNumberText(_ column: String) -> String {
    let text = "trim(\(column))"
    return "(\(text) GLOB '*[0-9]*' AND \(text) NOT GLOB '*[^0-9eE.+-]*'"
      + " AND \(text) NOT GLOB '*[0-9.][+-]*')"
  }

  /// `column` (a text value) is an ISO date, with or without a time (`/` read as `-`).
  static func isDateText(_ column: String) -> String {
    "(\(dateText(column)) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'"
      + " AND julianday(\(dateText(column))) IS NOT NULL)"
  }

  /// The date text of `column` as SQLite's date functions read it: `2012/01/01` as `2012-01-01`.
  static func dateText(_ column: String) -> String {
    "replace(trim(\(column)), '/', '-')"
  }

  /// The Unix seconds of an ISO date text, to the millisecond.
  static func seconds(_ column: String) -> String {
    "(round((julianday(\(dateText(column))) - 2440587.5) * 86400000.0) / 1000.0)"
  }

  /// A value column holding text: numbers as text read as numbers, other text left as is
  /// (read as a gap).
  static func number(_ column: String) -> String {
    "(CASE WHEN typeof(\(column)) = 'text' AND \(isNumberText(column))"
      + " THEN CAST(\(column) AS REAL) ELSE \(column) END)"
  }

  /// How the x `column` (quoted) of `table` (quoted) is read, by its rows that pass `filter`:
  /// as stored when none is text, as numbers when every text x is a number, as dates when
  /// every x is an ISO date text. Any other text x is an error naming the table, the column,
  /// the first such value and its row, and what to do (65).
  static func reading(
    x column: String, name: String, table: String, tableName: String, filter: String,
    place: String, in connection: SQLiteConnection
  ) throws(SourceError) -> Reading {
    func first(_ condition: String) throws(SourceError) -> (Int64, String)? {
      var found: (Int64, String)?
      try connection.query(
        "SELECT _rowid_, \(column) FROM \(table) WHERE \(column) IS NOT NULL"
          + (filter.isEmpty ? "" : " AND (\(filter))") + " AND \(condition) LIMIT 1"
      ) { found = ($0.int64(0), $0.text(1)) }
      return found
    }
    let isText = "typeof(\(column)) = 'text'"
    let isFilled = "\(isText) AND trim(\(column)) != ''"
    guard try first(isText) != nil else { return .stored }
    guard try first("\(isFilled) AND NOT \(isNumberText(column))") != nil else {
      return .numbers
    }
    let notDate = "trim(\(column)) != '' AND NOT (\(isText) AND \(isDateText(column)))"
    guard let (row, value) = try first(notDate) else { return .dates }
    throw SourceError(
      .invalidData, place: place,
      message:
        "table '\(tableName)' column '\(name)': '\(value)' (row \(row)) is not a number or an"
        + " ISO date (YYYY-MM-DD[ HH:MM[:SS]]): choose another --x, or leave such rows out"
        + " with --where")
  }
}

extension SQLiteTextColumn {
  /// The declared types of the columns of `table` (a literal), by lowercased name.
  static func declaredTypes(
    of table: String, in connection: SQLiteConnection
  ) throws(SourceError) -> [String: String] {
    var types: [String: String] = [:]
    try connection.query("SELECT name, type FROM pragma_table_info(\(table))") {
      types[$0.text(0).lowercased()] = $0.text(1)
    }
    return types
  }
}
