/// Who tchart is on a ClickHouse server: `--user` (default `default`) and the password from
/// `CLICKHOUSE_PASSWORD`. The password is sent as HTTP basic authorization only: it is never
/// part of a message, a place or a description (``description`` hides it).
public struct ClickHouseCredentials: Sendable, Equatable, CustomStringConvertible {
  /// The user name.
  public var user: String
  /// The password (empty: none).
  var password: String

  public init(user: String = "default", password: String = "") {
    self.user = user
    self.password = password
  }

  /// `--user` and the environment's `CLICKHOUSE_PASSWORD`.
  public static func from(user: String?, environment: [String: String]) -> Self {
    Self(user: user ?? "default", password: environment["CLICKHOUSE_PASSWORD"] ?? "")
  }

  /// The user, never the password.
  public var description: String { "user \(user)" }
}
