import CSQLite
import Synchronization
import TChartData
import TChartSources
import TChartTime

#if canImport(Glibc)
  import Glibc
#endif

/// One read-only connection to an SQLite file (`file:PATH?mode=ro`: tchart never writes to a
/// user's database), running one statement at a time under a lock, with a time limit per
/// statement (a progress handler checks the clock) and ``interrupt()`` from any thread.
final class SQLiteConnection: @unchecked Sendable {
  /// The file as the user named it, for messages.
  let path: String
  /// The time limit of one statement, in seconds.
  let timeout: Double
  private let handle: OpaquePointer
  /// Serialises statements (the handle is not shared between threads otherwise).
  private let lock = Mutex<Void>(())
  /// When the running statement must stop (monotonic nanoseconds; 0 when none runs).
  private let deadline = Atomic<UInt64>(0)
  /// Whether the last interruption was the time limit (rather than ``interrupt()``).
  private let timedOut = Atomic<Bool>(false)

  /// Opens `path` read-only: a missing file is exit 66, one that may not be read 77.
  init(path: String, timeout: Double) throws(SourceError) {
    self.path = path
    self.timeout = timeout
    if access(path, F_OK) != 0 {
      throw SourceError(.unreadable, place: path, message: "no such file")
    }
    if access(path, R_OK) != 0 {
      throw SourceError(.permission, place: path, message: "permission denied")
    }
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2(Self.uri(path), &handle, flags, nil)
    guard status == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(handle)
      throw SourceError(.unreadable, place: path, message: message)
    }
    self.handle = handle
    sqlite3_progress_handler(
      handle, 4096,
      { context in
        guard let context else { return 0 }
        let connection = Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue()
        return connection.isPastDeadline ? 1 : 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit { sqlite3_close_v2(handle) }

  /// Adds `tchart_input_zone` (``SQLiteInputZone``) for `zone`; `false` when SQLite refused it.
  func addInputZone(_ zone: DisplayTimeZone) -> Bool {
    lock.withLock { _ in SQLiteInputZone(zone).register(on: handle) }
  }

  /// The read-only URI of `path`: `%`, `?` and `#` escaped so that a name is never read as
  /// URI parameters.
  static func uri(_ path: String) -> String {
    var text = "file:"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"):
        let digits = Array("0123456789ABCDEF".utf8)
        text +=
          "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
      default:
        text += String(decoding: [byte], as: UTF8.self)
      }
    }
    return text + "?mode=ro"
  }

  private static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  private var isPastDeadline: Bool {
    let limit = deadline.load(ordering: .relaxed)
    guard limit != 0, Self.now() > limit else { return false }
    timedOut.store(true, ordering: .relaxed)
    return true
  }

  /// Stops the running statement, if any: it throws ``SourceError/Kind/cancelled``.
  func interrupt() { sqlite3_interrupt(handle) }

  /// Runs `sql` with `scan`'s `tchart_m4` function registered for it.
  func query(_ sql: String, scan: SQLiteM4Scan) throws(SourceError) {
    try query(sql, scan: scan) { _ in }
  }

  /// Runs `sql` and gives each result row to `row` (columns read through ``SQLiteRow``).
  func query(_ sql: String, scan: SQLiteM4Scan? = nil, _ row: (SQLiteRow) -> Void)
    throws(SourceError)
  {
    let outcome: Result<Void, SourceError> = lock.withLock { _ in
      scan?.register(on: handle)
      defer { if scan != nil { SQLiteM4Scan.unregister(from: handle) } }
      timedOut.store(false, ordering: .relaxed)
      let limit = Self.now() + UInt64(max(0, timeout) * 1_000_000_000)
      deadline.store(limit, ordering: .relaxed)
      defer { deadline.store(0, ordering: .relaxed) }
      var statement: OpaquePointer?
      var status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
      defer { sqlite3_finalize(statement) }
      guard status == SQLITE_OK, let statement else { return .failure(error(status)) }
      while true {
        status = sqlite3_step(statement)
        if status == SQLITE_ROW {
          row(SQLiteRow(statement: statement))
        } else if status == SQLITE_DONE {
          return .success(())
        } else {
          return .failure(error(status))
        }
      }
    }
    try outcome.get()
  }

  /// The error of a failed call, by SQLite's result code.
  private func error(_ status: Int32) -> SourceError {
    let message = String(cString: sqlite3_errmsg(handle))
    switch status & 0xff {
    case SQLITE_INTERRUPT:
      return timedOut.load(ordering: .relaxed)
        ? SourceError(
          .timeout, place: path, message: "query took longer than \(Self.seconds(timeout))")
        : SourceError(.cancelled, place: path, message: "query cancelled")
    case SQLITE_NOTADB:
      return SourceError(.invalidData, place: path, message: "not an SQLite database")
    case SQLITE_PERM, SQLITE_AUTH: return SourceError(.permission, place: path, message: message)
    case SQLITE_CANTOPEN: return SourceError(.unreadable, place: path, message: message)
    default: return SourceError(.invalidData, place: path, message: message)
    }
  }

  /// `10 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
  }
}

/// The current row of a running statement.
struct SQLiteRow {
  let statement: OpaquePointer

  /// Column `index` as a double; NULL and text that is not a number are `.nan`.
  func double(_ index: Int32) -> Double {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER, SQLITE_FLOAT: sqlite3_column_double(statement, index)
    default: .nan
    }
  }

  /// Column `index` as a 64-bit integer.
  func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

  /// Column `index` as text (`""` for NULL).
  func text(_ index: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, index) else { return "" }
    return String(cString: bytes)
  }
}
