import Synchronization
import TChartHTTP
import TChartSources

/// Runs SQL on a ClickHouse server through its HTTP interface and returns the answer's rows
/// (`FORMAT TabSeparated`): one ``HTTPClient`` (libcurl) kept alive, over HTTPS for
/// `clickhouse+https://`, the credentials as basic authorization, the time limit both on the
/// transfer and as the server's `max_execution_time`, the ``HTTPLimits`` on every answer.
/// Answers are read as they arrive (``TabSeparatedReader``), never held whole. Every failure is
/// a ``SourceError`` about `HOST:PORT` (69 unreachable or TLS refused, 77 refused credentials,
/// 65 a refused query or an answer past `--max-answer`).
public final class ClickHouseConnection: Sendable {
  /// The server.
  public let location: ClickHouseLocation
  /// The user and password.
  let credentials: ClickHouseCredentials
  /// The time limit of one query, in seconds.
  public let timeout: Double
  let client: HTTPClient
  /// The rows the answers held so far (for tests and the benchmark).
  public var rowsFetched: Int { counters.withLock { $0 } }
  private let counters = Mutex(0)

  /// A connection to `location`; over HTTPS, `caCertificate` (a PEM file, `--cacert`) is
  /// trusted instead of the system's certificates.
  public init(
    location: ClickHouseLocation, credentials: ClickHouseCredentials, timeout: Double,
    caCertificate: String? = nil, limits: HTTPLimits = HTTPLimits()
  ) {
    self.location = location
    self.credentials = credentials
    self.timeout = timeout
    client = HTTPClient(
      endpoint: location.endpoint(caCertificate: caCertificate),
      authorization: .basic(user: credentials.user, password: credentials.password),
      limits: limits)
  }

  /// The rows of `sql`'s answer (which must not name a format: `FORMAT TabSeparated` is
  /// added), each a list of fields, TabSeparated escapes undone.
  public func rows(_ sql: String) throws(SourceError) -> [[String?]] {
    var rows: [[String?]] = []
    try forEachRow(sql) { rows.append($0) }
    return rows
  }

  /// Hands each row of `sql`'s answer to `take` as it arrives (see ``rows(_:)``): the answer's
  /// bytes are never held whole.
  public func forEachRow(_ sql: String, _ take: ([String?]) -> Void) throws(SourceError) {
    var reader = TabSeparatedReader()
    var count = 0
    try send(sql + "\nFORMAT TabSeparated") { piece in
      reader.read(piece) { row in
        count += 1
        take(row)
      }
    }
    reader.finish { row in
      count += 1
      take(row)
    }
    counters.withLock { $0 += count }
  }

  /// Runs a statement that answers nothing (tests create and fill tables with it).
  public func execute(_ sql: String) throws(SourceError) {
    try send(sql) { _ in }
  }

  /// Interrupts the query in flight (another thread's ``rows(_:)`` throws `.cancelled`).
  public func cancel() { client.cancel() }

  /// Sends `sql`, handing the answer's body to `receive` as it arrives.
  private func send(_ sql: String, receive: (UnsafeRawBufferPointer) -> Void) throws(SourceError) {
    // The server stops at the time left before a deadline too (render's whole --timeout).
    let left = client.limits.timeLimit(timeout) ?? 0
    let seconds = max(1, Int(left.rounded(.up)))
    let target = "/?max_execution_time=\(seconds)&timeout_overflow_mode=throw"
    let response: HTTPResponse
    do {
      // The transfer waits a little longer than the server, whose own timeout error says more.
      response = try client.post(
        target, body: Array(sql.utf8), timeout: timeout + 0.5, receive: receive)
    } catch {
      throw Self.sourceError(error, place: location.place)
    }
    guard response.status == 200 else {
      throw ClickHouseServerError.error(
        status: response.status, body: response.body, place: location.place)
    }
  }

  static func sourceError(_ error: HTTPClientError, place: String) -> SourceError {
    switch error {
    case .unreachable(let reason):
      SourceError(
        .unavailable, place: place, message: "cannot reach the ClickHouse server: \(reason)")
    case .timedOut:
      SourceError(.timeout, place: place, message: "the query ran over its time limit")
    case .tooLarge(let limit):
      SourceError(.invalidData, place: place, message: HTTPLimits.passedMessage(limit: limit))
    case .tls(let reason):
      SourceError(
        .unavailable, place: place,
        message: "TLS: \(reason) (trust the server's certificate with --cacert FILE)")
    case .malformed(let what):
      SourceError(.unavailable, place: place, message: "not a ClickHouse HTTP answer (\(what))")
    case .cancelled:
      SourceError(.cancelled, place: place, message: "cancelled")
    }
  }
}
