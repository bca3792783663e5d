/// Where an ``HTTPClient`` sends its requests: scheme, host, port, a path prefix the targets go
/// after, and the CA certificate file that vouches for an HTTPS server (`--cacert`).
public struct HTTPEndpoint: Sendable, Equatable {
  /// `http` or `https`.
  public var scheme: String
  /// The host name or address (an IPv6 address without its brackets).
  public var host: String
  /// The TCP port.
  public var port: Int
  /// `""` or `/prefix`, without a trailing slash: put before every request's target.
  public var basePath: String
  /// A PEM file of the certificates to trust instead of the system's (`--cacert`).
  public var caCertificate: String?

  public init(
    scheme: String, host: String, port: Int, basePath: String = "", caCertificate: String? = nil
  ) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.basePath = basePath
    self.caCertificate = caCertificate
  }

  /// `host:port` (`[::1]:port` for IPv6), as messages name the server.
  public var place: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// The URL of `target` (a path and query, already percent-encoded).
  func url(_ target: String) -> String {
    "\(scheme.lowercased())://\(place)\(basePath)\(target)"
  }
}

/// The credentials sent with every request of an ``HTTPClient``: never printed, never part of a
/// message or a URL (its description, debug description and mirror hide the token and the
/// password).
public enum HTTPAuthorization: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// No `Authorization` header.
  case none
  /// `Authorization: Bearer TOKEN`.
  case bearer(String)
  /// `Authorization: Basic …` of the user and password.
  case basic(user: String, password: String)

  /// The kind of authorization and the user, never the token or the password.
  public var description: String {
    switch self {
    case .none: "no authorization"
    case .bearer: "bearer token"
    case .basic(let user, _): "basic authorization of user \(user)"
    }
  }

  public var debugDescription: String { description }

  /// No children: `dump` and test failures show the description only.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
