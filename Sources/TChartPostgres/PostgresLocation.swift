import TChartHTTP
import TChartSources

/// `postgres://[USER@]HOST[:PORT]/DATABASE` (or `postgresql://`, with libpq's `?key=value`
/// parameters such as `sslmode`): where a PostgreSQL database is. The URL goes to libpq as it is
/// written, so libpq reads it, and `PGPASSWORD`, `~/.pgpass`, `PGSSLMODE` and the rest of its
/// environment, as psql does; a host that starts with `/` (written `%2F…`, or `?host=/…`) is a
/// Unix socket's folder. What tchart keeps of it (for messages and kept summaries) never holds
/// the password.
public struct PostgresLocation: Sendable, Equatable {
  /// The URL as written, for libpq alone.
  public var url: String
  /// The user named in the URL, if any.
  public var user: String?
  /// The host, an address, or a socket folder; empty for libpq's default.
  public var host: String
  /// The port, when given.
  public var port: Int?
  /// The database, when given (libpq's default: the user's name).
  public var database: String

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
    if let at = authority.lastIndex(of: "@") {
      let info = authority[..<at]
      let name = info.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
      user = PercentDecoding.decoded(name) ?? String(name)
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
    let database = PercentDecoding.decoded(path) ?? String(path)
    if queryStart < rest.endIndex {
      for pair in rest[rest.index(after: queryStart)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let value = PercentDecoding.decoded(parts[1]) else { continue }
        switch parts[0] {
        case "host": host = value
        case "port": port = Int(value)
        case "user": user = value
        case "dbname": return Self(url: text, user: user, host: host, port: port, database: value)
        default: break
        }
      }
    }
    return Self(url: text, user: user, host: host, port: port, database: database)
  }

  /// `HOST:PORT/DATABASE` (a socket folder as it is), the place errors name.
  public var place: String {
    let shownHost = host.isEmpty ? "localhost" : host.contains(":") ? "[\(host)]" : host
    let shownPort = port.map { ":\($0)" } ?? ""
    return "\(shownHost)\(shownPort)/\(database)"
  }
}
