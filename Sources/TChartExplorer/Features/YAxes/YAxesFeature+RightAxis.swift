import TChartData

/// Which lines the right Y axis is for: a choice of each chart set's view
/// (``ChartViewState/rightAxis``), set by `--right COL[,COL]`, moved line by line with the line
/// picker's `→` and `←` (one undo step) and saved in the session by line name. Without a choice a
/// chart set keeps its own: every line but the first of a `y_scaled` one, none otherwise. Bars
/// and areas have one axis (the right one is for lines).
extension YAxesFeature {
  /// The lines of `chart` on the right axis in `view`: its choice, else the chart's own.
  static func rightAxis(of view: ChartViewState, chart: ChartSet) -> Set<Int> {
    let lines = chart.lines.indices
    if let chosen = view.rightAxis { return chosen.filter { lines.contains($0) } }
    guard chart.flags.contains(.yScaled), chart.lines.count >= 2 else { return [] }
    return Set(lines.dropFirst())
  }

  /// Puts `line` of the chart set on screen on the right Y axis (`right`) or the left one,
  /// with a word on the status line; bars and areas keep their one axis.
  static func putOnAxis(line: Int, right: Bool, _ model: YAxesModel) -> [Delegate] {
    let chart = model.chartSet
    guard chart.lines.indices.contains(line) else { return [] }
    if let fillMode = model.fillMode {
      let word = fillMode == .bars || fillMode == .stackedBars ? "bars" : "areas"
      return [.status("The right axis is for lines: this chart set draws \(word)")]
    }
    var lines = model.rightAxisChoice
    let side = right ? "right" : "left"
    let name = chart.lines[line].name
    guard lines.contains(line) != right else {
      return [.status("\(name) is on the \(side) axis already")]
    }
    if right { lines.insert(line) } else { lines.remove(line) }
    return [.rightAxis(lines), .status("\(name) on the \(side) axis")]
  }

  /// `--right` on chart sets that just arrived: a name no chart set has is said on the status
  /// line and in the log.
  static func applyRightRequest(_ requested: [String], _ context: Context) -> [Delegate] {
    let (axes, unknown) = rightAxes(named: requested, in: context.chartSets)
    var delegates = axes.map { Delegate.rightAxisOf(chart: $0.chart, lines: $0.lines) }
    if let unknown = unknown.first {
      let message =
        ExplorerOptionsError.unknownRightLine(
          unknown, lines: context.model.chartSet.lines.map(\.name)
        ).description
      delegates += [.status(message), .log(message)]
    }
    return delegates
  }

  /// The right axis of every chart set of `charts` that has a line `requested` names (legend
  /// names, else 1-based keys), and the names no chart set has.
  static func rightAxes(named requested: [String], in charts: [ChartSet]) -> (
    axes: [(chart: Int, lines: Set<Int>)], unknown: [String]
  ) {
    guard !requested.isEmpty else { return ([], []) }
    var found = Set<String>()
    var axes: [(chart: Int, lines: Set<Int>)] = []
    for (index, chart) in charts.enumerated() {
      let lines = Self.lines(named: requested, in: chart)
      guard !lines.isEmpty else { continue }
      axes.append((index, Set(lines.map(\.line))))
      found.formUnion(lines.map(\.name))
    }
    return (axes, requested.filter { !found.contains($0) })
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
