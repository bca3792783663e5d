import TChartHTTP
import TChartSources

/// `clickhouse://HOST[:PORT]/DATABASE/TABLE`: where a ClickHouse table is (HTTP interface,
/// port 8123 by default), or `clickhouse+https://…` over HTTPS (port 8443 by default). Path
/// parts are percent-decoded, so any table name can be written (`a%60b` is ``a`b``); user and
/// password never go in the URL (`--user`, `CLICKHOUSE_PASSWORD`).
public struct ClickHouseLocation: Sendable, Equatable {
  /// The host name or address (an IPv6 address without its brackets).
  public var host: String
  /// The HTTP port.
  public var port: Int
  /// The database.
  public var database: String
  /// The table.
  public var table: String
  /// Whether the server is spoken to over HTTPS (`clickhouse+https://`).
  public var secure: Bool

  public init(
    host: String, port: Int = 8123, database: String, table: String, secure: Bool = false
  ) {
    self.host = host
    self.port = port
    self.database = database
    self.table = table
    self.secure = secure
  }

  /// The URL scheme's prefix.
  public static let scheme = "clickhouse://"
  /// The prefix of a server spoken to over HTTPS.
  public static let secureScheme = "clickhouse+https://"

  /// Whether `argument` is a ClickHouse URL (not a file name).
  public static func matches(_ argument: String) -> Bool {
    let lowered = argument.lowercased()
    return lowered.hasPrefix(scheme) || lowered.hasPrefix(secureScheme)
  }

  /// Parses `text`; the error says what is wrong without repeating the text (which could hold
  /// a password someone put there).
  public static func parse(_ text: String) throws(SourceError) -> Self {
    guard matches(text) else {
      throw SourceError(.usage, place: "clickhouse://", message: "not a clickhouse:// URL")
    }
    let secure = text.lowercased().hasPrefix(secureScheme)
    let rest = text.dropFirst(secure ? secureScheme.count : scheme.count)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let authority = rest[..<slash]
    if authority.contains("@") {
      throw SourceError(
        .usage, place: "clickhouse://",
        message: "no user or password in the URL; use --user and CLICKHOUSE_PASSWORD")
    }
    var host = String(authority)
    var port = secure ? 8443 : 8123
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else {
        throw SourceError(
          .usage, place: "clickhouse://", message: "an IPv6 host needs its closing ]")
      }
      host = String(authority[authority.index(after: authority.startIndex)..<close])
      let after = authority[authority.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":"), let value = Int(after.dropFirst()) else {
          throw SourceError(.usage, place: "clickhouse://", message: "the port must be a number")
        }
        port = value
      }
    } else if let colon = authority.lastIndex(of: ":") {
      host = String(authority[..<colon])
      guard let value = Int(authority[authority.index(after: colon)...]) else {
        throw SourceError(.usage, place: "clickhouse://", message: "the port must be a number")
      }
      port = value
    }
    guard !host.isEmpty else {
      throw SourceError(.usage, place: "clickhouse://", message: "the host is missing")
    }
    guard (1...65535).contains(port) else {
      throw SourceError(.usage, place: "clickhouse://", message: "the port must be 1…65535")
    }
    let path = slash < rest.endIndex ? rest[rest.index(after: slash)...] : ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      let database = PercentDecoding.decoded(parts[0]),
      let table = PercentDecoding.decoded(parts[1])
    else {
      throw SourceError(
        .usage, place: "clickhouse://",
        message: "give a database and a table (clickhouse://HOST[:PORT]/DATABASE/TABLE)")
    }
    return Self(host: host, port: port, database: database, table: table, secure: secure)
  }

  /// The HTTP endpoint of the server, trusting `caCertificate` (a PEM file) over HTTPS.
  public func endpoint(caCertificate: String? = nil) -> HTTPEndpoint {
    HTTPEndpoint(
      scheme: secure ? "https" : "http", host: host, port: port, caCertificate: caCertificate)
  }

  /// `HOST:PORT`, the place errors about the server name.
  public var place: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
