import TChartCells
import TChartRange
import TChartRender

extension ExplorerState {
  /// A press, drag, release or wheel no modal took (``route(_:effects:)`` has cleared the
  /// status and set ``Pointer/drag`` to ignored on a press, and ends the drag after a
  /// release), hit-tested against the geometry; the work a title action asks for joins
  /// `effects`.
  mutating func mouse(_ input: UserInput, effects: inout [ExplorerEffect]) {
    let showsAll = layouts.layoutMode.showsAllChartSets
    switch input {
    case .press(let point) where showsAll:
      send(LayoutsFeature.Action.press(at: point))
    case .wheel(let direction, _) where showsAll:
      send(LayoutsFeature.Action.wheel(direction))
    case .press(let point):
      let geometry = self.geometry
      let layout = geometry.layout
      if layout.titleAction.contains(point), let action = titleAction {
        effects += apply(action.command)
      } else if let mark = geometry.split?.scrollMark(at: point) {
        send(LayoutsFeature.Action.scrollSplit(by: mark.step))
      } else if graphView == .histogram, geometry.split == nil,
        layout.viewArea.contains(point)
      {
        let bins = HistogramLayout(
          histogramModel(in: layout.viewArea).histogram, area: layout.viewArea)
        send(ViewsFeature.Action.selectBin(bins.bin(atColumn: point.x)))
      } else if graphView.replacesGraph, layout.graph.contains(point) {
        // The XY plot's columns are values, not times: the keys move its indicator.
        return
      } else if layout.graph.contains(point) {
        pointIndicator(atColumn: point.x, geometry)
        panels.showsIndicator = true
        pointer.drag = .indicator
      } else if layout.miniMap.contains(point) {
        pointer.drag = shown.grab(at: point, geometry)
      } else if layout.slider.contains(point) {
        applySlider(.press(column: point.x), track: layout.slider)
      } else if let hit = layout.legendTokens.first(where: { $0.rect.contains(point) }) {
        switch hit.target {
        case .line(let line): send(LinesFeature.Action.toggle(line: line))
        case .more: _ = apply(.openLinePicker)
        }
      }
    case .drag(let point):
      guard let drag = pointer.drag, !showsAll else { return }
      let geometry = keptGeometry
      guard !geometry.layout.isTooSmall else { return }
      switch drag {
      case .ignored:
        return
      case .abCursors:
        send(ABFeature.Action.dragged(to: point))
      case .indicator:
        pointIndicator(atColumn: point.x, geometry)
      case .window(let offset):
        let position = shown.samplePosition(column: point.x, geometry.mapMapping)
        send(WindowFeature.Action.dragWindow(position: position, grabOffset: offset))
      case .edge(let handle, let offset, let pressedOutside):
        // Motion within the pressed column (a trembling hand on a mini-map rows high) is
        // still a click.
        if pressedOutside?.x == point.x { return }
        let position = shown.samplePosition(column: point.x, geometry.mapMapping)
        send(WindowFeature.Action.dragEdge(handle, position: position - offset))
        pointer.drag = .edge(handle, grabOffset: offset, pressedOutside: nil)
      case .slider:
        applySlider(.drag(column: point.x), track: geometry.layout.slider)
      }
    case .release:
      switch pointer.drag {
      case .slider:
        // The release ends a slider drag wherever it happens; motion was already applied.
        return
      case .abCursors:
        send(ABFeature.Action.release)
      case .edge(_, _, let pressedOutside?):
        // A click beside the window on the mini-map centres the window there.
        let geometry = keptGeometry
        guard !geometry.layout.isTooSmall else { return }
        let position = shown.samplePosition(column: pressedOutside.x, geometry.mapMapping)
        send(WindowFeature.Action.centreWindow(at: position))
      default:
        return
      }
    case .wheel(let direction, let point):
      let geometry = keptGeometry
      let layout = geometry.layout
      if layout.graph.contains(point) {
        let position = shown.samplePosition(column: point.x, geometry.graphMapping)
        send(WindowFeature.Action.scaleWindowAt(narrower: direction == .up, position: position))
      } else if layout.miniMap.contains(point) || layout.slider.contains(point) {
        send(WindowFeature.Action.pan(tenths: direction == .up ? -1 : 1))
      }
    case .key, .selectPress:
      return
    }
  }

  /// Puts the indicator on the window's sample under screen column `column` (a press or drag
  /// on the graph); on a table the nearest row to the pointer is asked for.
  private mutating func pointIndicator(atColumn column: Int, _ geometry: ExplorerGeometry) {
    let fills = FillMode(chartSet: chartSet) != nil
    guard let sample = shown.sample(atColumn: column, geometry, fills: fills) else { return }
    send(WindowFeature.Action.pointIndicator(sample: sample))
    if feed.table != nil, !fills {
      let x = geometry.graphMapping.xValue(atColumn: column)
      let query = NearestRowQuery(pointerX: x, indicatorX: chartSet.xValue(at: sample))
      send(FeedAction.pointed(query))
    }
  }
}

extension ShownChart {
  /// The window's sample under screen column `column`: the one nearest its x; over bars and
  /// areas (`fills`), the sample whose columns hold `column` (``FillColumns``, the columns
  /// they are drawn in).
  func sample(atColumn column: Int, _ geometry: ExplorerGeometry, fills: Bool) -> Int? {
    let graph = geometry.layout.graph
    guard fills else {
      let x = geometry.graphMapping.xValue(atColumn: column)
      return chartSet.nearestIndex(toX: x, in: view.windowIndices)
    }
    let columns = FillColumns(window: windowSamples, width: graph.width)
    return columns.sample(atColumn: Swift.min(Swift.max(column - graph.x, 0), graph.width - 1))
  }

  /// What a press on the mini-map grabs: an edge, the window, or the dimmed area beside it.
  func grab(at point: Point, _ geometry: ExplorerGeometry) -> Drag {
    let edges = geometry.windowEdges
    let position = samplePosition(column: point.x, geometry.mapMapping)
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
