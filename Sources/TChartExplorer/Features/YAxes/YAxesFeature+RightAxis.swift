import TChartData

/// Which lines the right Y axis is for: a choice of each chart set's view
/// (``ChartViewState/rightAxis``), set by `--right COL[,COL]`, moved line by line with the line
/// picker's `→` and `←` (one undo step) and saved in the session by line name. Without a choice a
/// chart set keeps its own: every line but the first of a `y_scaled` one, none otherwise. Bars
/// and areas have one axis (the right one is for lines).
extension ExplorerState {
  /// The lines of the chart set on screen that are on the right axis when it is drawn with
  /// lines, hidden or not.
  public var rightAxisChoice: Set<Int> { Self.rightAxis(of: view, chart: chartSet) }

  /// The lines of `chart` on the right axis in `view`: its choice, else the chart's own.
  static func rightAxis(of view: ChartViewState, chart: ChartSet) -> Set<Int> {
    let lines = chart.lines.indices
    if let chosen = view.rightAxis { return chosen.filter { lines.contains($0) } }
    guard chart.flags.contains(.yScaled), chart.lines.count >= 2 else { return [] }
    return Set(lines.dropFirst())
  }

  /// Puts `line` of the chart set on screen on the right Y axis (`right`) or the left one,
  /// with a word on the status line; bars and areas keep their one axis.
  mutating func putOnAxis(line: Int, right: Bool) {
    guard chartSet.lines.indices.contains(line) else { return }
    guard fillMode == nil else {
      notes.status = "The right axis is for lines: this chart set draws \(fillWord)"
      return
    }
    var lines = rightAxisChoice
    let side = right ? "right" : "left"
    let name = chartSet.lines[line].name
    guard lines.contains(line) != right else {
      notes.status = "\(name) is on the \(side) axis already"
      return
    }
    if right { lines.insert(line) } else { lines.remove(line) }
    view.rightAxis = lines
    notes.status = "\(name) on the \(side) axis"
  }

  /// What the chart set on screen draws instead of lines, in a word.
  private var fillWord: String {
    switch fillMode {
    case .bars?, .stackedBars?: "bars"
    default: "areas"
    }
  }

  /// Applies `--right` to chart sets that just arrived (a stream's first rows, a file loaded in
  /// the background): a name no chart set has is said on the status line and in the log.
  mutating func applyRightRequest() {
    guard let unknown = applyRightAxis(yAxes.rightRequest).first else { return }
    let message =
      ExplorerOptionsError.unknownRightLine(unknown, lines: chartSet.lines.map(\.name))
      .description
    notes.status = message
    logStream(message)
  }

  /// Puts the lines that `requested` names (legend names, else 1-based keys) on the right axis
  /// of every chart set that has them; returns the names no chart set has.
  @discardableResult
  mutating func applyRightAxis(_ requested: [String]) -> [String] {
    guard !requested.isEmpty else { return [] }
    var found = Set<String>()
    for index in navigation.views.indices {
      let chart = feed.chartSets[index]
      let lines = Self.lines(named: requested, in: chart)
      guard !lines.isEmpty else { continue }
      navigation.views[index].rightAxis = Set(lines.map(\.line))
      found.formUnion(lines.map(\.name))
    }
    return requested.filter { !found.contains($0) }
  }

  /// The lines of `chart` that `requested` names: by name, else by 1-based key.
  static func lines(named requested: [String], in chart: ChartSet) -> [(name: String, line: Int)] {
    requested.compactMap { name in
      if let line = chart.lines.firstIndex(where: { $0.name == name }) { return (name, line) }
      if let key = Int(name), chart.lines.indices.contains(key - 1) { return (name, key - 1) }
      return nil
    }
  }
}
