import TChartModel
import TChartRender

/// The legend line's tokens for a state, fitted to a width: the same fitting is used to draw
/// the legend and to hit-test clicks on it.
public enum ExplorerLegend {
  /// A token placed on the legend line: its line, text, first column (relative) and width.
  public struct Placed: Sendable, Equatable {
    public var line: Int
    public var text: String
    public var x: Int
    public var width: Int
  }

  /// The fitted legend: the placed tokens and whether some were dropped (then `…` follows).
  public struct Fitted: Sendable, Equatable {
    public var tokens: [Placed]
    public var truncated: Bool
    /// The column of the `…`, relative to the legend's start.
    public var ellipsisColumn: Int?
  }

  /// The value info label of `line` at the indicator: thousands separators, nothing for a gap
  /// or a hidden line.
  static func info(state: ExplorerState, line: Int) -> String? {
    guard !state.view.hidden.contains(line) else { return nil }
    let values = state.chartSet.lines[line].values
    let index = state.view.indicator
    guard index >= 0, index < values.count, values[index].isFinite else { return nil }
    return ValueText.grouped(values[index])
  }

  /// The key shown for line `line`: `1`…`9`, nothing beyond.
  static func key(for line: Int) -> String { line < 9 ? String(line + 1) : "·" }

  /// Fits every line's token (`1 Joined 1,234`) into `width` cells.
  public static func fit(state: ExplorerState, width: Int) -> Fitted {
    let tokens = state.chartSet.lines.indices.map { line in
      LegendToken(
        key: key(for: line), name: state.chartSet.lines[line].name, info: info(state: state, line: line))
    }
    let layout = LegendFit.fit(tokens, width: width, cellWidth: DisplayWidth.of)
    return Fitted(
      tokens: layout.items.map {
        Placed(line: $0.index, text: $0.text, x: $0.column, width: DisplayWidth.of($0.text))
      },
      truncated: layout.ellipsisColumn != nil || layout.items.count < tokens.count,
      ellipsisColumn: layout.ellipsisColumn)
  }
}
