import CSQLite
import TChartCSV
import TChartData
import TChartTime

/// `--input-tz` on an SQLite table whose x is ISO date text: SQL function
/// `tchart_input_zone(seconds, text)` reads the Unix seconds SQLite's `julianday` gave a text
/// written without an offset (`2024-03-31 02:30`) as a wall-clock time in the zone, across its
/// daylight saving changes (``DisplayTimeZone/unixSeconds(wall:)``); a text with `Z` or an
/// offset keeps its seconds. Registered on the table's connection only when the flag is given.
final class SQLiteInputZone: Sendable {
  /// The function's name in SQL.
  static let functionName = "tchart_input_zone"
  let zone: DisplayTimeZone

  init(_ zone: DisplayTimeZone) { self.zone = zone }

  /// The x expression of a date-text column: `seconds` (the SQL of its Unix seconds, read as
  /// UTC) through the function.
  static func expression(seconds: String, column: String) -> String {
    "\(functionName)(\(seconds), trim(\(column)))"
  }

  /// The instant of a date `text` whose wall-clock seconds are `seconds`.
  func instant(seconds: Double, text: String) -> Double {
    DateText.namesZone(text) ? seconds : zone.unixSeconds(wall: seconds)
  }

  /// Adds the function to the connection `handle` (it holds its own reference to `self`).
  func register(on handle: OpaquePointer) -> Bool {
    let context = Unmanaged.passRetained(self).toOpaque()
    let status = sqlite3_create_function_v2(
      handle, Self.functionName, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, context,
      { context, count, values in
        guard let context, let values, count == 2, let data = sqlite3_user_data(context),
          sqlite3_value_type(values[0]) != SQLITE_NULL
        else {
          sqlite3_result_null(context)
          return
        }
        let zone = Unmanaged<SQLiteInputZone>.fromOpaque(data).takeUnretainedValue()
        let seconds = sqlite3_value_double(values[0])
        let text = sqlite3_value_text(values[1]).map { String(cString: $0) } ?? ""
        sqlite3_result_double(context, zone.instant(seconds: seconds, text: text))
      }, nil, nil,
      { data in
        if let data { Unmanaged<SQLiteInputZone>.fromOpaque(data).release() }
      })
    return status == SQLITE_OK
  }
}
