import TChartData
import TChartTime

/// A view saved between runs and shown again: pure conversions between the explorer's state and
/// a ``SessionRecord`` (the command line reads and writes the file, after the terminal is
/// restored: the reducer never does I/O).
extension ExplorerState {
  /// The view to save for `file`: the chart set on screen, each chart set's window (as x
  /// values), hidden lines (as ids) and chosen right-axis lines (as names), the theme, the
  /// Y-scale mode, the layout, the period compared with, the zone times are shown in (and
  /// whether `z` showed UTC) and the chosen line colours (`#rrggbb` by line id). A day chart
  /// and the pie are not kept.
  public func sessionRecord(for file: FileIdentity) -> SessionRecord {
    let charts = feed.chartSets.indices.map { index in
      SessionRecord.Chart(
        navigation.views[index], of: feed.chartSets[index], derived: derivedNames(ofChart: index))
    }
    var record = SessionRecord(
      file: file, chartName: feed.chartSets[navigation.chartIndex].name, charts: charts,
      theme: look.theme.rawValue,
      yScale: yAxes.yScaleMode.rawValue, layout: layouts.layoutMode.rawValue,
      colors: lineColors.mapValues(\.hexText))
    record.shift = shift?.label
    if let zone = chosenZone {
      record.zone = zone.argument
      record.utcShown = look.zoneAside == nil ? nil : true
    }
    return record
  }

  /// Shows the view `record` saved, on the data of `file` as loaded now: chart sets matched by
  /// name, lines by id, windows clamped to the span (all of it when `file` is the one saved).
  /// The chosen line colours come back (a colour that is not `#rrggbb` is dropped), and the
  /// right-axis lines whose names match. The theme, the Y-scale mode, the right-axis lines,
  /// the layout and the zone are restored unless the command line set them
  /// (`overrides`). The status line says whether the file had changed.
  ///
  /// `zone` is the record's ``SessionRecord/zone`` as the tz database reads it now (the caller
  /// looks it up: the reducer does no I/O); `nil` keeps the zone shown. `z`'s UTC comes back
  /// when the zone chosen now is the one saved.
  public mutating func restoreSession(
    _ record: SessionRecord, file: FileIdentity, overrides: SessionOverrides = [],
    zone: DisplayTimeZone? = nil
  ) {
    var dropped: [String] = []
    for index in feed.chartSets.indices {
      guard let saved = record.charts.first(where: { $0.name == feed.chartSets[index].name })
      else { continue }
      let current = derivedNames(ofChart: index)
      let added = (saved.derivedLines ?? []).filter { !current.contains($0) }
      dropped += setDerivedLines(current + added, ofChart: index)
      let chart = feed.chartSets[index]
      let chosen = navigation.views[index].rightAxis
      navigation.views[index] = saved.view(on: chart)
      if overrides.contains(.rightAxis) {
        navigation.views[index].rightAxis = chosen
      } else if let names = saved.rightLines.map(Set.init) {
        let lines = Set(chart.lines.indices.filter { names.contains(chart.lines[$0].name) })
        // Saved names of which none is left keep the chart set's own choice.
        if names.isEmpty || !lines.isEmpty { navigation.views[index].rightAxis = lines }
      }
    }
    if let index = feed.chartSets.firstIndex(where: { $0.name == record.chartName }) {
      navigation.chartIndex = index
    }
    if !overrides.contains(.theme), let saved = ThemeChoice(rawValue: record.theme) {
      look.theme = saved
    }
    if !overrides.contains(.yScale), let saved = record.yScale.flatMap(YScaleMode.init) {
      yAxes.yScaleMode = saved
    }
    if !overrides.contains(.shift) { shift = record.shift.flatMap(PeriodShift.init(text:)) }
    restoreZone(record, zone: overrides.contains(.timeZone) ? nil : zone)
    lineColors = record.colors.compactMapValues { RGBColor(hex: $0) }
    navigation.dayChart = nil
    navigation.showsPie = false
    if !overrides.contains(.layout), let saved = record.layout.flatMap(LayoutMode.init) {
      showLayout(saved)
    }
    notes.status =
      record.file == file
      ? "session restored (--fresh to start over)" : "file changed: view partly restored"
    if !dropped.isEmpty {
      let list = dropped.joined(separator: ", ")
      notes.status = (notes.status ?? "") + "; dropped \(list) (its input is gone)"
    }
    retargetY(jump: true)
    // A table asks for the restored window's rows (its chart set holds only the rows the
    // window's ends stand on until they come).
    settleTable()
  }

  /// Shows `zone` (when given), then UTC as `z` does when the record says so and the zone chosen
  /// is the one it saved.
  mutating func restoreZone(_ record: SessionRecord, zone: DisplayTimeZone?) {
    if let zone { showZone(zone) }
    guard record.utcShown == true, look.zoneAside == nil, let chosen = chosenZone,
      !chosen.isUTC, chosen.argument == record.zone
    else { return }
    toggleZone()
  }
}

/// A chart set's view as a session saves it, and as it comes back.
extension SessionRecord.Chart {
  /// What a session saves of `view` of `chart`: the window as x values, the hidden lines by id,
  /// the chosen right-axis lines by name and the derived lines' expressions.
  init(_ view: ChartViewState, of chart: ChartSet, derived: [String]) {
    let window = view.windowIndices
    self.init(
      name: chart.name, windowStart: chart.xValue(at: window.lowerBound),
      windowEnd: chart.xValue(at: window.upperBound),
      hiddenLines: view.hidden.sorted().compactMap {
        chart.lines.indices.contains($0) ? chart.lines[$0].id : nil
      },
      rightLines: view.rightAxis.map { lines in
        lines.sorted().compactMap {
          chart.lines.indices.contains($0) ? chart.lines[$0].name : nil
        }
      },
      derivedLines: derived.isEmpty ? nil : derived)
  }

  /// The view of `chart` this record describes: its lines that still exist hidden (all shown
  /// if none would stay visible), the window on the samples nearest to the saved x values, the
  /// indicator on the window's last sample (the only one of a one-sample chart).
  func view(on chart: ChartSet) -> ChartViewState {
    let ids = Set(hiddenLines)
    var hidden = Set(chart.lines.indices.filter { ids.contains(chart.lines[$0].id) })
    if hidden.count >= chart.lines.count { hidden = [] }
    let span = 0...chart.lastIndex
    var lower = chart.nearestIndex(toX: windowStart, in: span)
    var upper = chart.nearestIndex(toX: windowEnd, in: span)
    if upper - lower < 1 {
      upper = Swift.min(lower + 1, chart.lastIndex)
      lower = Swift.max(0, upper - 1)
    }
    let window = ChartViewState.window(for: chart, lower: Double(lower), upper: Double(upper))
    // A chart of one sample has a window 0…1 over its one sample: the indicator stays on it.
    let indicator = Swift.min(chart.lastIndex, Int(window.upper.rounded()))
    return ChartViewState(window: window, hidden: hidden, indicator: indicator)
  }
}
