import Synchronization
import TChartSources

#if canImport(Glibc)
  import Glibc
#endif

/// One libpq connection to a PostgreSQL database, opened by the first query and opened again
/// when the server went away (a restart): a query that finds the connection broken is sent once
/// more on a new one. Queries are text (`PQexec`); their answers come as text cells, `nil` for
/// NULL. Every query runs under `statement_timeout` (`--timeout`); ``cancel()`` from another
/// thread interrupts the one in flight. Errors become ``SourceError``s: a refused login 77, an
/// unreachable server 69, a query the server refused 65, a timeout 69.
public final class PostgresConnection: Sendable {
  /// Where the database is (never the password).
  public let location: PostgresLocation
  /// Each query's time limit, in seconds.
  public let timeout: Double
  private let state = Mutex<State>(State())
  /// libpq's cancel handle of the connection, for ``cancel()`` from another thread.
  private let canceller = Mutex<Canceller?>(nil)
  /// Whether ``cancel()`` interrupted the query in flight (PostgreSQL says the same code,
  /// 57014, for a cancel and for `statement_timeout`).
  private let cancelled = Mutex(false)

  private struct State: @unchecked Sendable {
    var connection: OpaquePointer?
  }

  private struct Canceller: @unchecked Sendable {
    var handle: OpaquePointer
  }

  /// A connection to the database at `location`, each query limited to `timeout` seconds;
  /// nothing is opened before the first query.
  public init(location: PostgresLocation, timeout: Double) {
    self.location = location
    self.timeout = timeout
  }

  deinit {
    guard case .success(let library) = PostgresLibrary.shared else { return }
    state.withLock { library.finish($0.connection) }
    canceller.withLock { $0.map { library.freeCancel($0.handle) } }
  }

  /// The rows `sql` answers, each a cell per column (`nil` for NULL).
  public func rows(_ sql: String) throws(SourceError) -> [[String?]] {
    var rows: [[String?]] = []
    try forEachRow(sql) { rows.append($0) }
    return rows
  }

  /// Runs `sql`, handing each row of its answer to `take` in order.
  public func forEachRow(_ sql: String, _ take: ([String?]) -> Void) throws(SourceError) {
    let library = try Self.library(place: location.place)
    cancelled.withLock { $0 = false }
    let started = ContinuousClock.now
    try state.withLock { (state: inout State) throws(SourceError) in
      var attempt = 0
      while true {
        attempt += 1
        let connection = try open(&state, library: library)
        guard let result = sql.withCString({ library.exec(connection, $0) }) else {
          // No result at all: the connection is gone (out of memory is the other case).
          if attempt == 1 && library.status(connection) != PostgresLibrary.connectionOK {
            close(&state, library: library)
            continue
          }
          throw SourceError(
            .unavailable, place: location.place, message: message(connection, library))
        }
        defer { library.clear(result) }
        let status = library.resultStatus(result)
        if status == PostgresLibrary.tuplesOK || status == PostgresLibrary.commandOK {
          let rows = library.tupleCount(result)
          let fields = library.fieldCount(result)
          for row in 0..<rows {
            take(
              (0..<fields).map { field in
                library.isNull(result, row, field) != 0
                  ? nil : library.value(result, row, field).map { String(cString: $0) }
              })
          }
          return
        }
        if library.status(connection) != PostgresLibrary.connectionOK {
          // The server went away between queries or during this one: once more, anew.
          close(&state, library: library)
          if attempt == 1 { continue }
          throw SourceError(
            .unavailable, place: location.place, message: "the server closed the connection")
        }
        throw queryError(result, library: library, started: started)
      }
    }
  }

  /// Interrupts the query in flight, if any.
  public func cancel() {
    guard case .success(let library) = PostgresLibrary.shared else { return }
    cancelled.withLock { $0 = true }
    canceller.withLock { held in
      guard let held else { return }
      var buffer = [CChar](repeating: 0, count: 256)
      _ = library.cancel(held.handle, &buffer, Int32(buffer.count))
    }
  }

  private static func library(place: String) throws(SourceError) -> PostgresLibrary {
    switch PostgresLibrary.shared {
    case .success(let library): return library
    case .failure(let missing):
      throw SourceError(.unavailable, place: place, message: missing.message)
    }
  }

  private func open(_ state: inout State, library: PostgresLibrary) throws(SourceError)
    -> OpaquePointer
  {
    if let connection = state.connection { return connection }
    let milliseconds = Swift.max(1, Int((timeout * 1000).rounded(.up)))
    let pairs: [(String, String)] = [
      ("dbname", location.url),
      ("connect_timeout", String(Swift.max(2, Int(timeout.rounded(.up))))),
      ("application_name", "tchart"),
      ("client_encoding", "UTF8"),
    ]
    let connection = Self.withCStrings(pairs.map(\.0)) { keys in
      Self.withCStrings(pairs.map(\.1)) { values in library.connect(keys, values, 1) }
    }
    guard let connection, library.status(connection) == PostgresLibrary.connectionOK else {
      let text = message(connection, library)
      let refused =
        connection.map { library.needsPassword($0) != 0 } == true
        || text.contains("password authentication failed") || text.contains("no password supplied")
        || text.contains("authentication failed") || text.contains("pg_hba.conf")
      library.finish(connection)
      throw SourceError(refused ? .permission : .unavailable, place: location.place, message: text)
    }
    // The session's settings after the login, so that the URL's `?options=` and `PGOPTIONS`
    // stay as the user set them: each query's time limit, doubles that read back exactly,
    // times in UTC, and no JIT (compiling a frame's query costs more than running it; a server
    // without JIT refuses the setting, which changes nothing).
    for setting in [
      "SET statement_timeout = \(milliseconds)", "SET extra_float_digits = 3",
      "SET TimeZone = 'UTC'",
      "SET jit = off",
    ] {
      library.clear(setting.withCString { library.exec(connection, $0) })
    }
    state.connection = connection
    if let handle = library.getCancel(connection) {
      canceller.withLock { old in
        old.map { library.freeCancel($0.handle) }
        old = Canceller(handle: handle)
      }
    }
    return connection
  }

  private func close(_ state: inout State, library: PostgresLibrary) {
    library.finish(state.connection)
    state.connection = nil
  }

  /// libpq's message for `connection`, on one line, without its `FATAL:`/`ERROR:` prefix.
  private func message(_ connection: OpaquePointer?, _ library: PostgresLibrary) -> String {
    scrubbed(
      Self.oneLine(library.errorMessage(connection).map { String(cString: $0) } ?? "no connection"))
  }

  /// `text` without the URL's password (libpq quotes a bad URL's parts in its messages).
  private func scrubbed(_ text: String) -> String {
    location.secrets.reduce(text) { $0.replacing($1, with: "…") }
  }

  /// The error of a refused query; `started` tells a cancel that landed late (on a query
  /// after the one it was meant for) from `statement_timeout`.
  private func queryError(
    _ result: OpaquePointer, library: PostgresLibrary, started: ContinuousClock.Instant
  ) -> SourceError {
    let state = library.resultErrorField(result, PostgresLibrary.sqlState).map {
      String(cString: $0)
    }
    let text = scrubbed(
      Self.oneLine(
        library.resultErrorMessage(result).map { String(cString: $0) } ?? "the query failed"))
    switch state {
    case "57014"
    where cancelled.withLock({ $0 }) || started.duration(to: .now) < .seconds(timeout * 0.9):
      return SourceError(.cancelled, place: location.place, message: "cancelled")
    case "57014":
      return SourceError(
        .timeout, place: location.place, message: "the query ran over its time limit")
    case let code? where code.hasPrefix("28") || code == "42501":
      return SourceError(.permission, place: location.place, message: text)
    case let code? where code.hasPrefix("08") || code.hasPrefix("57P"):
      return SourceError(.unavailable, place: location.place, message: text)
    default:
      return SourceError(.invalidData, place: location.place, message: text)
    }
  }

  /// A server message as one line: `ERROR:  column "y" does not exist` → `column "y" does not
  /// exist`, the `LINE n:` excerpt dropped.
  static func oneLine(_ text: String) -> String {
    var lines = text.split(whereSeparator: \.isNewline).map(String.init)
    if let excerpt = lines.firstIndex(where: { $0.hasPrefix("LINE ") }) {
      lines.removeSubrange(excerpt...)
    }
    var line = lines.joined(separator: " ")
    for prefix in ["FATAL:", "ERROR:"] where line.hasPrefix(prefix) {
      line = String(line.dropFirst(prefix.count))
    }
    while line.hasPrefix(" ") { line.removeFirst() }
    return line.isEmpty ? "the server gave no reason" : line
  }

  /// `body` with `strings` as a NULL-ended array of C strings.
  private static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
  ) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
