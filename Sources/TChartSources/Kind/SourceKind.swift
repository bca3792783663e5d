/// One kind of series source besides files (an SQLite file's table, a ClickHouse table, a
/// Prometheus server): how a command line's argument is recognised as one, the options it
/// reads, how its backend is made and what it can do. Each kind's module defines its own
/// (`SourceKind.sqlite`…); the command line lists them in one place (`SourceKinds.all`), and
/// the options, `render`, `explore`, the JSON summary's `source` and the guide's table of
/// sources read that list.
public struct SourceKind: Sendable {
  /// What a kind of source can do, named by what it changes.
  public struct Capabilities: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A span that ends now, followed as it moves (asked again every `--every`).
    public static let live = Capabilities(rawValue: 1 << 0)
    /// Derived lines (`rate(y)`, `avg(y,20)`…) computed in the source's SQL; the picker's
    /// `^T`/`^X` open it again with other lines.
    public static let derivedInSQL = Capabilities(rawValue: 1 << 1)
    /// A large table's block summary kept in the cache's `tables` folder between opens.
    public static let keptSummaries = Capabilities(rawValue: 1 << 2)
    /// The view saved on quit and restored on the next open.
    public static let sessions = Capabilities(rawValue: 1 << 3)
    /// A server: described while the explorer is already on screen, its times instants.
    public static let remote = Capabilities(rawValue: 1 << 4)
  }

  /// The kind's name in the docs (`SQLite`).
  public var name: String
  /// How the guide says it is recognised (`` `FILE --table T` ``).
  public var recognition: String
  /// The URL schemes that name it (`clickhouse`, `clickhouse+https`); empty for a file.
  public var schemes: [String]
  /// The options it reads besides `--x`, `--y`, `--series`, `--where` and `--timeout`.
  public var options: [String]
  /// What it can do.
  public var capabilities: Capabilities
  /// The `kind` of the JSON summary's `source` (`tchart render --format json`).
  public var summaryKind: String
  /// Whether `request` names a source of this kind.
  public var recognises: @Sendable (SourceRequest) -> Bool
  /// The backend `request` names (a large table summarised where the kind keeps summaries).
  public var opens: @Sendable (SourceRequest) throws(SourceError) -> any SQLSeriesBackend
  /// What `--input-tz` says when it does not apply to `backend` (`nil`: it applies).
  public var inputZoneNote: @Sendable (any SQLSeriesBackend, SourceRequest) -> String?

  public init(
    name: String, recognition: String, schemes: [String] = [], options: [String] = [],
    capabilities: Capabilities, summaryKind: String = "table",
    recognises: (@Sendable (SourceRequest) -> Bool)? = nil,
    opens: @escaping @Sendable (SourceRequest) throws(SourceError) -> any SQLSeriesBackend,
    inputZoneNote: @escaping @Sendable (any SQLSeriesBackend, SourceRequest) -> String? = {
      _, _ in "--input-tz does not apply: the server's times are instants (Unix time)"
    }
  ) {
    self.name = name
    self.recognition = recognition
    self.schemes = schemes
    self.options = options
    self.capabilities = capabilities
    self.summaryKind = summaryKind
    self.recognises =
      recognises ?? { [schemes] request in
        schemes.contains { request.argument.lowercased().hasPrefix($0 + "://") }
      }
    self.opens = opens
    self.inputZoneNote = inputZoneNote
  }
}
