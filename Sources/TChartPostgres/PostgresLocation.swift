import TChartHTTP
import TChartSources

/// `postgres://[USER@]HOST[:PORT]/DATABASE` (or `postgresql://`, with libpq's `?key=value`
/// parameters such as `sslmode`): where a PostgreSQL database is. The URL goes to libpq as it is
/// written, so libpq reads it, and `PGPASSWORD`, `~/.pgpass`, `PGSSLMODE` and the rest of its
/// environment, as psql does; a host that starts with `/` (written `%2F…`, or `?host=/…`) is a
/// Unix socket's folder. What tchart keeps of it (for messages and kept summaries) never holds
/// the password.
public struct PostgresLocation: Sendable, Equatable {
  /// The URL as written (its scheme in lowercase), for libpq alone.
  public var url: String
  /// The user named in the URL, if any.
  public var user: String?
  /// The host, an address, or a socket folder; empty for libpq's default.
  public var host: String
  /// The port, when given.
  public var port: Int?
  /// The database, when given (libpq's default: the user's name).
  public var database: String
  /// The password written in the URL, as written and decoded: taken out of libpq's messages.
  var secrets: [String] = []

  /// The schemes.
  public static let schemes = ["postgres", "postgresql"]

  /// Whether `argument` is a PostgreSQL URL (not a file name).
  public static func matches(_ argument: String) -> Bool {
    let lowered = argument.lowercased()
    return schemes.contains { lowered.hasPrefix($0 + "://") }
  }

  /// Parses `text`; errors never repeat it (it may hold a password).
  public static func parse(_ text: String) throws(SourceError) -> Self {
    guard matches(text), let colon = text.firstIndex(of: ":") else {
      throw SourceError(.usage, place: "postgres://", message: "not a postgres:// URL")
    }
    let rest = text[colon...].dropFirst(3)
    let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex
    let beforeQuery = rest[..<queryStart]
    let slash = beforeQuery.firstIndex(of: "/") ?? beforeQuery.endIndex
    var authority = beforeQuery[..<slash]
    var user: String?
    var secrets: [String] = []
    if let at = authority.lastIndex(of: "@") {
      let info = authority[..<at].split(
        separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      user = PercentDecoding.decoded(info[0]) ?? String(info[0])
      if info.count == 2, !info[1].isEmpty {
        secrets = [String(info[1]), PercentDecoding.decoded(info[1]) ?? String(info[1])]
      }
      authority = authority[authority.index(after: at)...]
    }
    var host = String(authority)
    var port: Int?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else {
        throw SourceError(.usage, place: "postgres://", message: "an IPv6 host needs its closing ]")
      }
      host = String(authority[authority.index(after: authority.startIndex)..<close])
      let after = authority[authority.index(after: close)...]
      if after.hasPrefix(":") { port = Int(after.dropFirst()) ?? -1 }
    } else if let colon = authority.lastIndex(of: ":") {
      host = String(authority[..<colon])
      port = Int(authority[authority.index(after: colon)...]) ?? -1
    }
    if let port, !(1...65535).contains(port) {
      throw SourceError(.usage, place: "postgres://", message: "the port must be 1…65535")
    }
    host = PercentDecoding.decoded(Substring(host)) ?? host
    let path = slash < beforeQuery.endIndex ? beforeQuery[beforeQuery.index(after: slash)...] : ""
    guard !path.contains("/") else {
      throw SourceError(
        .usage, place: "postgres://",
        message: "give the database only (postgres://[USER@]HOST[:PORT]/DATABASE --table T)")
    }
    var database = PercentDecoding.decoded(path) ?? String(path)
    if queryStart < rest.endIndex {
      for pair in rest[rest.index(after: queryStart)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let value = PercentDecoding.decoded(parts[1]) else { continue }
        switch parts[0] {
        case "host": host = value
        case "port": port = Int(value)
        case "user": user = value
        case "dbname": database = value
        case "password": secrets += [String(parts[1]), value]
        default: break
        }
      }
    }
    // libpq reads a URL only by its lowercase scheme (`Postgres://…` would be a database name).
    let url = text[..<colon].lowercased() + text[colon...]
    var location = Self(url: url, user: user, host: host, port: port, database: database)
    location.secrets = secrets.filter { !$0.isEmpty }
    return location
  }

  /// `HOST:PORT/DATABASE` (a socket folder as it is), the place errors name.
  public var place: String {
    let shownHost = host.isEmpty ? "localhost" : host.contains(":") ? "[\(host)]" : host
    let shownPort = port.map { ":\($0)" } ?? ""
    return "\(shownHost)\(shownPort)/\(database)"
  }
}
