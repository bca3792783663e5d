import TChartData
import TChartRender

/// The A/B cursors' gestures (``ABCursors``): `a` marks A at the indicator, fixes B, clears;
/// `Esc` clears; a right-button drag on the graph selects A→B.
extension ExplorerState {
  /// `a`: marks A at the indicator (B follows it), or fixes B at the indicator, or clears.
  mutating func markAB() {
    panels.showsIndicator = true
    guard var ab = view.ab else {
      view.ab = ABCursors(a: view.indicator)
      notes.status =
        "A at \(sampleText(view.indicator)) · move the indicator, a fixes B, Esc clears"
      return
    }
    guard ab.b != nil else {
      ab.b = view.indicator
      view.ab = ab
      notes.status = "B at \(sampleText(view.indicator)) · " + (abSpanText ?? "") + " · a clears"
      return
    }
    clearAB()
  }

  /// Clears the A/B cursors.
  mutating func clearAB() {
    guard view.ab != nil else { return }
    view.ab = nil
    notes.status = "A/B cleared"
  }

  /// A right-button press: on the graph it marks A (and B) at the sample under the pointer;
  /// the drag that follows moves B.
  mutating func selectPressed(at point: Point) {
    guard !layouts.layoutMode.showsAllChartSets, !navigation.showsPie else { return }
    let geometry = self.geometry
    guard geometry.layout.graph.contains(point) || geometry.split != nil,
      let sample = abSample(atColumn: point.x, geometry)
    else { return }
    view.ab = ABCursors(a: sample, b: sample)
    pointer.drag = .abCursors
  }

  /// A right-button drag: B follows the pointer.
  mutating func abDragged(to point: Point) {
    guard var ab = view.ab, let sample = abSample(atColumn: point.x, geometry) else { return }
    ab.b = sample
    view.ab = ab
  }

  /// The right-button release: a press without motion leaves A there with B following the
  /// indicator; a drag keeps B where it ended.
  mutating func abReleased() {
    guard let ab = view.ab else { return }
    if ab.b == ab.a {
      view.ab = ABCursors(a: ab.a)
      panels.showsIndicator = true
      notes.status = "A at \(sampleText(ab.a)) · move the indicator, a fixes B, Esc clears"
    } else {
      notes.status = "A/B " + (abSpanText ?? "") + " · Esc clears"
    }
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
