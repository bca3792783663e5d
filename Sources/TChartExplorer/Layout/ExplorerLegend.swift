import TChartModel
import TChartRender

/// The legend line's entries for a state: the same entries (and so the same fitting, via
/// ``LegendLine/layout(width:)``) are used to draw the legend and to hit-test clicks on it.
public enum ExplorerLegend {
  /// One entry per line: key `1`…`9`, name, the value at the indicator (visible lines only).
  public static func entries(state: ExplorerState) -> [LegendEntry] {
    let index = state.view.indicator
    return state.chartSet.lines.enumerated().map { line, series in
      let hidden = state.view.hidden.contains(line)
      var info: String?
      if !hidden, series.values.indices.contains(index), series.values[index].isFinite {
        info = state.indicatorValueText(line: line)
      }
      return LegendEntry(
        key: line < 9 ? String(line + 1) : "·", name: series.name, info: info,
        color: series.color, hidden: hidden)
    }
  }

  /// The legend widget for a state.
  public static func widget(state: ExplorerState, theme: Theme) -> LegendLine {
    LegendLine(entries: entries(state: state), theme: theme)
  }
}
