import TChartHTTP
import TChartSources

/// Where a Prometheus server (or one that speaks its HTTP API) is:
/// `prometheus://[USER@]HOST[:PORT][/PATH]` over plain HTTP, `prometheus+https://…` over TLS
/// (port 9090 by default; PATH is a prefix such as `/prometheus` for a server behind a proxy).
/// A user in the URL asks for basic authentication, with the password from
/// `PROMETHEUS_PASSWORD`; a password in the URL is refused (it would show in `ps`).
public struct PrometheusLocation: Sendable, Equatable {
  /// `http` or `https`.
  public var scheme: String
  /// The host name or address (an IPv6 address without its brackets).
  public var host: String
  /// The HTTP port.
  public var port: Int
  /// `""` or `/prefix`, without a trailing slash.
  public var basePath: String
  /// The user for basic authentication, if the URL names one.
  public var user: String?

  public init(
    scheme: String = "http", host: String, port: Int = 9090, basePath: String = "",
    user: String? = nil
  ) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.basePath = basePath
    self.user = user
  }

  /// The two URL prefixes: plain HTTP and HTTPS.
  public static let schemes = [("prometheus://", "http"), ("prometheus+https://", "https")]

  /// Whether `argument` is a Prometheus URL (not a file name).
  public static func matches(_ argument: String) -> Bool {
    let lower = argument.lowercased()
    return schemes.contains { lower.hasPrefix($0.0) }
  }

  /// `HOST:PORT` (`[::1]:PORT` for IPv6), the place errors name.
  public var place: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// The URL without the user, as the session and messages show it.
  public var url: String {
    (scheme == "https" ? "prometheus+https://" : "prometheus://") + place + basePath
  }

  /// Parses `text`; the error says what is wrong without repeating the text (which could hold
  /// a password).
  public static func parse(_ text: String) throws(SourceError) -> Self {
    let lower = text.lowercased()
    guard let (prefix, scheme) = schemes.first(where: { lower.hasPrefix($0.0) }) else {
      throw usage("not a prometheus:// or prometheus+https:// URL")
    }
    let rest = text.dropFirst(prefix.count)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    var authority = rest[..<slash]
    var user: String?
    if let at = authority.lastIndex(of: "@") {
      let userInfo = authority[..<at]
      if userInfo.contains(":") {
        throw usage("no password in the URL; set PROMETHEUS_PASSWORD")
      }
      guard !userInfo.isEmpty, let decoded = PercentDecoding.decoded(userInfo) else {
        throw usage("the user before @ is empty or badly escaped")
      }
      user = decoded
      authority = authority[authority.index(after: at)...]
    }
    var host = String(authority)
    var port = 9090
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else {
        throw usage("an IPv6 host needs its closing ]")
      }
      host = String(authority[authority.index(after: authority.startIndex)..<close])
      let after = authority[authority.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":"), let value = Int(after.dropFirst()) else {
          throw usage("the port must be a number")
        }
        port = value
      }
    } else if let colon = authority.lastIndex(of: ":") {
      host = String(authority[..<colon])
      guard let value = Int(authority[authority.index(after: colon)...]) else {
        throw usage("the port must be a number")
      }
      port = value
    }
    guard !host.isEmpty else { throw usage("the host is missing") }
    guard (1...65535).contains(port) else { throw usage("the port must be 1…65535") }
    var path = String(rest[slash...])
    while path.hasSuffix("/") { path.removeLast() }
    if path.contains("?") || path.contains("#") {
      throw usage("the URL's path takes no query or fragment (give the query as an argument)")
    }
    return Self(scheme: scheme, host: host, port: port, basePath: path, user: user)
  }

  static func usage(_ message: String) -> SourceError {
    SourceError(.usage, place: "prometheus://", message: message)
  }
}
