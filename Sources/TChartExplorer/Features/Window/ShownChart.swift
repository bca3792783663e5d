import TChartCells
import TChartData
import TChartRender
import TChartSlider

/// The chart set on screen and its view, as the window feature, the mouse and the drawing read
/// them: which lines and samples are shown, the window's x range, the column ↔ x mappings.
/// Read-only: the view changes through ``WindowFeature`` and the other features' reducers.
public struct ShownChart {
  /// The chart set on screen (the day chart while one is shown).
  public let chartSet: ChartSet
  /// Its view: the window, the indicator, the hidden lines.
  public let view: ChartViewState

  /// The 0-based indices of the visible lines.
  public var visibleLines: [Int] {
    chartSet.lines.indices.filter { !view.hidden.contains($0) }
  }

  /// The window's first and last sample (a one-sample chart set has a window of 0…1 over its
  /// single sample: this is 0…0 there).
  public var windowSamples: ClosedRange<Int> {
    let window = view.windowIndices
    let last = chartSet.lastIndex
    return Swift.min(window.lowerBound, last)...Swift.min(window.upperBound, last)
  }

  /// The window's first and last x values (in order, and `0…0` for an x that is not a number,
  /// whatever a source answered: this never traps).
  public var windowXRange: ClosedRange<Double> {
    let window = windowSamples
    let first = chartSet.xValue(at: window.lowerBound)
    let last = chartSet.xValue(at: window.upperBound)
    guard !first.isNaN, !last.isNaN else { return 0...0 }
    return Swift.min(first, last)...Swift.max(first, last)
  }

  /// The window as fractions of the whole x span: `0 ≤ lower < upper ≤ 1`.
  public var windowFractions: (lower: Double, upper: Double) {
    let first = chartSet.xValue(at: 0)
    let span = chartSet.xValue(at: chartSet.lastIndex) - first
    guard span > 0 else { return (0, 1) }
    let window = view.windowIndices
    return (
      (chartSet.xValue(at: window.lowerBound) - first) / span,
      (chartSet.xValue(at: window.upperBound) - first) / span
    )
  }

  /// Columns of the graph `rect` ↔ x values of the window.
  public func graphMapping(_ rect: Rect) -> ColumnMapping {
    let window = view.windowIndices
    return ColumnMapping(
      rect: rect, xLower: chartSet.xValue(at: window.lowerBound),
      xUpper: chartSet.xValue(at: window.upperBound))
  }

  /// Columns of the mini-map (and slider row) `rect` ↔ x values of the whole span.
  public func mapMapping(_ rect: Rect) -> ColumnMapping {
    ColumnMapping(
      rect: rect, xLower: chartSet.xValue(at: 0), xUpper: chartSet.xValue(at: chartSet.lastIndex))
  }

  /// The fractional sample position under screen column `column` of `mapping`.
  public func samplePosition(column: Int, _ mapping: ColumnMapping) -> Double {
    chartSet.fractionalIndex(ofX: mapping.xValue(atColumn: column))
  }

  /// The screen columns of the window's edges on the mini-map of `mapping`: where the mini-map
  /// draws them (``MiniMap/edgeColumns(span:window:area:)``).
  public func windowEdgeColumns(_ mapping: ColumnMapping) -> (lower: Int, upper: Int) {
    MiniMap.edgeColumns(
      span: (mapping.xLower, mapping.xUpper), window: windowXRange, area: mapping.rect)
  }

  /// The indicator's date, as the list and cards share it (``Layouts/linkedIndicator``).
  public var indicatorDate: LinkedIndicator {
    LinkedIndicator(date: chartSet.xValue(at: view.indicator))
  }

  /// The slider's column ↔ sample mapping in `rect`.
  public func sliderTrack(_ rect: Rect) -> SliderTrack {
    SliderTrack(rect: rect, selection: view.window, positions: chartSet.positions)
  }
}

extension ExplorerState {
  /// The chart set on screen and its view.
  public var shown: ShownChart { ShownChart(chartSet: chartSet, view: view) }
}
