import TChartCells
import TChartRender

extension ExplorerState {
  /// A press no modal took (``route(_:)`` has cleared the status and set ``Pointer/drag`` to ignored);
  /// the work a title action asks for joins `effects`.
  mutating func mousePressed(at point: Point, effects: inout [ExplorerEffect]) {
    if layouts.layoutMode.showsAllChartSets {
      send(LayoutsFeature.Action.press(at: point))
      return
    }
    let geometry = self.geometry
    let layout = geometry.layout
    if layout.titleAction.contains(point), let action = titleAction {
      effects += apply(action.command)
    } else if let mark = geometry.split?.scrollMark(at: point) {
      send(LayoutsFeature.Action.scrollSplit(by: mark.step))
    } else if layout.graph.contains(point) {
      putIndicator(atColumn: point.x, geometry)
      panels.showsIndicator = true
      pointer.drag = .indicator
    } else if layout.miniMap.contains(point) {
      pointer.drag = pressOnMap(at: point, geometry)
    } else if layout.slider.contains(point) {
      applySlider(.press(column: point.x), track: layout.slider)
    } else if let hit = layout.legendTokens.first(where: { $0.rect.contains(point) }) {
      switch hit.target {
      case .line(let line): send(LinesFeature.Action.toggle(line: line))
      case .more: _ = apply(.openLinePicker)
      }
    }
  }

  /// A drag no modal took.
  mutating func mouseDragged(to point: Point) {
    guard let drag = pointer.drag, !layouts.layoutMode.showsAllChartSets else { return }
    let geometry = self.geometry
    guard !geometry.layout.isTooSmall else { return }
    switch drag {
    case .ignored:
      return
    case .abCursors:
      send(ABFeature.Action.dragged(to: point))
    case .indicator:
      putIndicator(atColumn: point.x, geometry)
    case .window(let offset):
      let position = shown.samplePosition(column: point.x, geometry.mapMapping)
      view.window.shift(by: position - offset - view.window.lower)
    case .edge(let handle, let offset, let pressedOutside):
      // Motion within the pressed column (a trembling hand on a mini-map rows high) is
      // still a click.
      if pressedOutside?.x == point.x { return }
      let position = shown.samplePosition(column: point.x, geometry.mapMapping)
      view.window.move(handle, to: position - offset)
      self.pointer.drag = .edge(handle, grabOffset: offset, pressedOutside: nil)
    case .slider:
      applySlider(.drag(column: point.x), track: geometry.layout.slider)
    }
  }

  /// A release no modal took (``route(_:)`` ends the drag after it).
  mutating func mouseReleased(at point: Point) {
    // The release ends a slider drag wherever it happens; motion was already applied.
    if case .slider = pointer.drag { return }
    if case .abCursors = pointer.drag {
      send(ABFeature.Action.release)
      return
    }
    guard case .edge(_, _, let pressedOutside?) = pointer.drag else { return }
    let geometry = self.geometry
    guard !geometry.layout.isTooSmall else { return }
    let position = shown.samplePosition(column: pressedOutside.x, geometry.mapMapping)
    view.window.shift(by: position - (view.window.lower + view.window.upper) / 2)
  }

  /// A wheel no modal took.
  mutating func wheel(_ direction: WheelDirection, at point: Point) {
    if layouts.layoutMode.showsAllChartSets {
      send(LayoutsFeature.Action.wheel(direction))
      return
    }
    let geometry = self.geometry
    let layout = geometry.layout
    if layout.graph.contains(point) {
      let position = shown.samplePosition(column: point.x, geometry.graphMapping)
      send(WindowFeature.Action.scaleWindowAt(narrower: direction == .up, position: position))
    } else if layout.miniMap.contains(point) || layout.slider.contains(point) {
      send(WindowFeature.Action.pan(tenths: direction == .up ? -1 : 1))
    }
  }

  /// Puts the indicator on the window's sample nearest to screen column `column`.
  /// Over bars and areas, the sample whose columns hold `column` (``FillColumns``, the columns
  /// they are drawn in).
  mutating func putIndicator(atColumn column: Int, _ geometry: ExplorerGeometry) {
    let layout = geometry.layout
    if yAxesModel.fillMode != nil {
      let columns = FillColumns(window: shown.windowSamples, width: layout.graph.width)
      let cell = Swift.min(Swift.max(column - layout.graph.x, 0), layout.graph.width - 1)
      if let sample = columns.sample(atColumn: cell) { view.indicator = sample }
      return
    }
    let x = geometry.graphMapping.xValue(atColumn: column)
    view.indicator = chartSet.nearestIndex(toX: x, in: view.windowIndices)
    if feed.table != nil {
      let query = NearestRowQuery(pointerX: x, indicatorX: chartSet.xValue(at: view.indicator))
      feed.table?.nearest = query
    }
  }

  /// What a press on the mini-map grabs: an edge, the window, or the dimmed area beside it.
  func pressOnMap(at point: Point, _ geometry: ExplorerGeometry) -> Drag {
    let mapping = geometry.mapMapping
    let edges = geometry.windowEdges
    let position = shown.samplePosition(column: point.x, mapping)
    if point.x == edges.lower {
      return .edge(.lower, grabOffset: position - view.window.lower, pressedOutside: nil)
    }
    if point.x == edges.upper {
      return .edge(.upper, grabOffset: position - view.window.upper, pressedOutside: nil)
    }
    if point.x < edges.lower { return .edge(.lower, grabOffset: 0, pressedOutside: point) }
    if point.x > edges.upper { return .edge(.upper, grabOffset: 0, pressedOutside: point) }
    return .window(grabOffset: position - view.window.lower)
  }
}
