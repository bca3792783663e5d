/// What tchart remembers of a file's view between runs: which file it was (so a changed file
/// is noticed), the chart set on screen, each chart set's window and hidden lines, the theme,
/// the Y-scale mode, the layout and the colours the user chose. Stored as JSON by ``SessionStore``.
public struct SessionRecord: Codable, Sendable, Equatable {
  /// The format of the file; a record of another version is ignored.
  public static let currentVersion = 1

  public var version = SessionRecord.currentVersion
  /// The data file the view belongs to.
  public var file: FileIdentity
  /// The name of the chart set on screen.
  public var chartName: String
  /// The view of every chart set, by name.
  public var charts: [Chart]
  /// ``ThemeChoice`` and Y-scale mode names.
  public var theme: String
  public var yScale: String?
  /// The ``LayoutMode`` name; absent in records written before layouts.
  public var layout: String?
  /// Chosen line colours, `#rrggbb` by line id.
  public var colors: [String: String]
  /// The period compared with (`1w`, `--shift`, `w`); absent when off (and in older records).
  public var shift: String?
  /// The zone times were shown in (`--tz`: `Europe/Berlin`, `local`, `+02:00`, `UTC`; the one
  /// chosen, also while `z` showed UTC); absent in records written before zones and for data
  /// without times.
  public var zone: String?
  /// `true` when `z` showed UTC instead of ``zone``; absent otherwise.
  public var utcShown: Bool?

  /// The view of one chart set.
  public struct Chart: Codable, Sendable, Equatable {
    public var name: String
    /// The window's first and last x.
    public var windowStart: Double
    public var windowEnd: Double
    /// The ids of the hidden lines.
    public var hiddenLines: [String]
    /// The names of the lines on the right Y axis; absent when the chart set's own choice was
    /// kept (and in records written before the choice).
    public var rightLines: [String]?
    /// The derived lines' expressions (`rate(rx_bytes)`), derived again on load; absent when
    /// there were none (and in records written before them).
    public var derivedLines: [String]?

    public init(
      name: String, windowStart: Double, windowEnd: Double, hiddenLines: [String],
      rightLines: [String]? = nil, derivedLines: [String]? = nil
    ) {
      self.derivedLines = derivedLines
      self.name = name
      self.windowStart = windowStart
      self.windowEnd = windowEnd
      self.hiddenLines = hiddenLines
      self.rightLines = rightLines
    }
  }

  public init(
    file: FileIdentity, chartName: String, charts: [Chart], theme: String,
    yScale: String? = nil, layout: String? = nil, colors: [String: String] = [:]
  ) {
    self.file = file
    self.chartName = chartName
    self.charts = charts
    self.theme = theme
    self.yScale = yScale
    self.layout = layout
    self.colors = colors
  }
}
