/// What tchart remembers of a file's view between runs: which file it was (so a changed file
/// is noticed) and a composition of the features' saved slices (``SavedSlice``): the chart set
/// on screen and each chart set's view (``ChartsSlice``), the theme, the Y-scale mode, the
/// layout, the colours the user chose, the period compared with and the zone. Stored as JSON by
/// ``SessionStore``, every slice's keys at the top level; a field is read through its slice
/// (`record.shiftSlice.shift`).
///
/// A field added to a feature's slice is saved and restored at once. A new feature adds its
/// slice here: a property, and a line in ``init(from:)``, ``encode(to:)``, ``init(of:file:)``
/// and ``restore(into:_:)``.
public struct SessionRecord: Codable, Sendable, Equatable {
  /// The format of the file; a record of another version is ignored.
  public static let currentVersion = 1

  public var version = SessionRecord.currentVersion
  /// The data file the view belongs to.
  public var file: FileIdentity
  public var chartsSlice: ChartsSlice.Saved
  public var themeSlice: ThemeSlice.Saved
  public var yScaleSlice: YScaleSlice.Saved
  public var layoutSlice: LayoutSlice.Saved
  public var colorsSlice: LineColorsSlice.Saved
  public var shiftSlice: ShiftSlice.Saved
  public var zoneSlice: ZoneSlice.Saved
  public var columnsSlice: ColumnsSlice.Saved
  public var viewsSlice: ViewsSlice.Saved

  public init(
    file: FileIdentity, chartName: String, charts: [Chart], theme: String,
    yScale: String? = nil, layout: String? = nil, colors: [String: String] = [:]
  ) {
    self.file = file
    self.chartsSlice = ChartsSlice.Saved(chartName: chartName, charts: charts)
    self.themeSlice = ThemeSlice.Saved(theme: theme)
    self.yScaleSlice = YScaleSlice.Saved(yScale: yScale)
    self.layoutSlice = LayoutSlice.Saved(layout: layout)
    self.colorsSlice = LineColorsSlice.Saved(colors: colors)
    self.shiftSlice = ShiftSlice.Saved()
    self.zoneSlice = ZoneSlice.Saved()
    self.columnsSlice = ColumnsSlice.Saved()
    self.viewsSlice = ViewsSlice.Saved()
  }

  /// What a session saves of `state` for `file`, slice by slice.
  init(of state: ExplorerState, file: FileIdentity) {
    self.file = file
    chartsSlice = .init(of: state)
    themeSlice = .init(of: state)
    yScaleSlice = .init(of: state)
    layoutSlice = .init(of: state)
    colorsSlice = .init(of: state)
    shiftSlice = .init(of: state)
    zoneSlice = .init(of: state)
    columnsSlice = .init(of: state)
    viewsSlice = .init(of: state)
  }

  /// Shows this view again on `state`, slice by slice in this order (the layout last: it may
  /// go back to the overview).
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    chartsSlice.restore(into: &state, &restoring)
    themeSlice.restore(into: &state, &restoring)
    yScaleSlice.restore(into: &state, &restoring)
    shiftSlice.restore(into: &state, &restoring)
    zoneSlice.restore(into: &state, &restoring)
    colorsSlice.restore(into: &state, &restoring)
    viewsSlice.restore(into: &state, &restoring)
    layoutSlice.restore(into: &state, &restoring)
  }

  /// The record's own keys; each slice reads and writes its own beside them.
  enum CodingKeys: String, CodingKey {
    case version, file
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    file = try container.decode(FileIdentity.self, forKey: .file)
    chartsSlice = try ChartsSlice.Saved(from: decoder)
    themeSlice = try ThemeSlice.Saved(from: decoder)
    yScaleSlice = try YScaleSlice.Saved(from: decoder)
    layoutSlice = try LayoutSlice.Saved(from: decoder)
    colorsSlice = try LineColorsSlice.Saved(from: decoder)
    shiftSlice = try ShiftSlice.Saved(from: decoder)
    zoneSlice = try ZoneSlice.Saved(from: decoder)
    columnsSlice = try ColumnsSlice.Saved(from: decoder)
    viewsSlice = try ViewsSlice.Saved(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(file, forKey: .file)
    try chartsSlice.encode(to: encoder)
    try themeSlice.encode(to: encoder)
    try yScaleSlice.encode(to: encoder)
    try layoutSlice.encode(to: encoder)
    try colorsSlice.encode(to: encoder)
    try shiftSlice.encode(to: encoder)
    try zoneSlice.encode(to: encoder)
    try columnsSlice.encode(to: encoder)
    try viewsSlice.encode(to: encoder)
  }
}
