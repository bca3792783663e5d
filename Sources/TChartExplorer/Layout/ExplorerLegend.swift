import TChartCells
import TChartData
import TChartRender

/// The legend line's entries for a state: the same entries (and so the same fitting, via
/// ``LegendLine/layout(width:)``) are used to draw the legend and to hit-test clicks on it.
public enum ExplorerLegend {
  /// One entry per line: key `1`…`9` (none from line 10 on), name (` ▸` after it for a line on
  /// the right Y axis), the value at the indicator (visible lines only) and its short form
  /// (`12.3M`, when shorter), hidden or not (a hidden line keeps its token, dimmed, in its
  /// place), and under `NO_COLOR` the line's mark
  /// (``Theme/marker(forLine:)``). `valueTexts` are the lines' texts at the indicator when the
  /// frame has them already (``IndicatorValues/texts()``), so the tooltip's and the
  /// legend's are worked out once.
  public static func entries(state: ExplorerState, valueTexts: [String]? = nil) -> [LegendEntry] {
    // Split panels have one axis each: no line is on a right one there.
    entries(
      graph: state.graphModel, theme: state.look.renderTheme, marksRightAxis: !state.drawsSplit,
      valueTexts: valueTexts)
  }

  /// The entries of `graph`'s legend in `theme`; `marksRightAxis`: a line on the right Y axis
  /// has ` ▸` after its name (not in the split, whose panels have one axis each).
  static func entries(
    graph: GraphModel, theme: Theme, marksRightAxis: Bool, valueTexts: [String]? = nil
  ) -> [LegendEntry] {
    let index = graph.view.indicator
    let axes = graph.axes
    let right = axes.hasTwoYAxes && marksRightAxis ? axes.rightAxisChoice : []
    let indicatorValues = graph.indicatorValues
    let lines = graph.chartSet.lines.enumerated().map { line, series in
      let hidden = graph.view.hidden.contains(line)
      var info: String?
      var shortInfo: String?
      // Category bars write their values at the bars' ends: none at an indicator.
      if !hidden, graph.chartSet.categories == nil, series.values.indices.contains(index),
        series.values[index].isFinite
      {
        let text = valueTexts?[line] ?? indicatorValues.text(line: line)
        let compact = NumberFormat.compact(series.values[index])
        let short =
          graph.chartSet.flags.contains(.bytes) ? NumberFormat.bytes(compact) : compact
        info = text
        if short.count < text.count { shortInfo = short }
      }
      return LegendEntry(
        key: key(forLine: line), name: series.name + (right.contains(line) ? rightMark : ""),
        info: info, shortInfo: shortInfo,
        color: graph.coloring.color(series), hidden: hidden,
        mark: theme.monochrome ? String(theme.marker(forLine: line)) : nil)
    }
    return lines + copyEntries(graph: graph)
  }

  /// After the lines' entries, each visible line's copy one period earlier (`cpu −1w 98`,
  /// dimmed) when a shift is drawn: after them, so an entry's index is still its line's.
  static func copyEntries(graph: GraphModel) -> [LegendEntry] {
    let model = graph.shift
    guard let shift = model.drawn else { return [] }
    return graph.shown.visibleLines.map { line in
      let series = graph.chartSet.lines[line]
      var entry = LegendEntry(
        key: "", name: shift.copyName(of: series.name),
        info: model.value(line: line) == nil ? nil : model.valueText(line: line),
        color: graph.coloring.color(series))
      entry.dimmed = true
      return entry
    }
  }

  /// What follows the name of a line on the right Y axis, in the legend and the line picker.
  static let rightMark = " ▸"

  /// The key that toggles line `line` (0-based): `1`…`9`, none from line 10 on.
  static func key(forLine line: Int) -> String { line < 9 ? String(line + 1) : "" }

  /// The legend widget for a state.
  public static func widget(state: ExplorerState, theme: Theme, valueTexts: [String]? = nil)
    -> LegendLine
  {
    LegendLine(entries: entries(state: state, valueTexts: valueTexts), theme: theme)
  }
}
