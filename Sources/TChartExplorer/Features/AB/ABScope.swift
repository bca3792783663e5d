import TChartCells
import TChartData

/// The A/B feature scoped into the explorer (``ABFeature``): its context read from the state,
/// its delegates applied; the right button's hit tests give it samples.
extension ExplorerState {
  /// Runs ``ABFeature`` on `action` over the cursors of the chart set on screen.
  mutating func send(_ action: ABFeature.Action) {
    let (chart, formatter) = (chartSet, sliderFormatter)
    let context = ABFeature.Context(
      indicator: view.indicator, spanText: abSpanText,
      sampleText: { formatter.string(chart.xValue(at: $0)) })
    for delegate in ABFeature.reduce(into: &view.ab, action, context).delegates {
      switch delegate {
      case .showIndicator: panels.showsIndicator = true
      case .status(let text): notes.status = text
      }
    }
  }

  /// A right-button press: on the graph it marks A (and B) at the sample under the pointer;
  /// the drag that follows moves B.
  mutating func selectPressed(at point: Point) {
    guard !layouts.layoutMode.showsAllChartSets, !navigation.showsPie else { return }
    let geometry = self.geometry
    guard geometry.layout.graph.contains(point) || geometry.split != nil,
      let sample = abSample(atColumn: point.x, geometry)
    else { return }
    send(.select(sample: sample))
    pointer.drag = .abCursors
  }

  /// A right-button drag: B follows the pointer.
  mutating func abDragged(to point: Point) {
    guard view.ab != nil, let sample = abSample(atColumn: point.x, geometry) else { return }
    send(.drag(sample: sample))
  }

  /// The window's sample nearest to screen column `column` of the graph.
  func abSample(atColumn column: Int, _ geometry: ExplorerGeometry) -> Int? {
    guard !geometry.layout.isTooSmall else { return nil }
    let x = geometry.graphMapping.xValue(atColumn: column)
    return chartSet.nearestIndex(toX: x, in: view.windowIndices)
  }

  /// Sample `index`'s x as the slider writes it.
  func sampleText(_ index: Int) -> String {
    sliderFormatter.string(chartSet.xValue(at: index))
  }
}

extension ExplorerState {
  /// Fixes A and B at the samples nearest to the fractions `a` and `b` (0…1) of the chart
  /// set's x span (`tchart render --ab A:B`).
  public mutating func setABCursors(fractions a: Double, _ b: Double) {
    view.ab = ABCursors(
      a: XPosition.sample(fraction: a, in: chartSet), b: XPosition.sample(fraction: b, in: chartSet)
    )
  }

  /// Fixes A and B at the samples nearest to `a` and `b` (fractions or dates), or says which
  /// one does not fit the chart set on screen.
  public mutating func setABCursors(_ a: XPosition, _ b: XPosition) throws(DateEntry.Problem) {
    view.ab = ABCursors(
      a: try a.sample(in: chartSet, name: "A"), b: try b.sample(in: chartSet, name: "B"))
  }
}

extension ExplorerState {
  /// Puts A on sample `a`; B follows the indicator when `following`, else sits on A too.
  public mutating func setABCursors(sample a: Int, following: Bool) {
    view.ab = ABCursors(a: a, b: following ? nil : a).clamped(count: chartSet.count)
  }
}
