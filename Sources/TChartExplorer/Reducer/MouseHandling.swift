import TChartRender

extension ExplorerState {
  mutating func mousePressed(at point: Point) {
    status = nil
    drag = .ignored
    if showsHelp {
      showsHelp = false
      helpScroll = 0
      return
    }
    if showsMessages {
      showsMessages = false
      return
    }
    if colorInspector != nil {
      colorInspectorPress(at: point)
      return
    }
    if layoutMode != .one, linePicker == nil, goTo == nil {
      layoutPressed(at: point)
      return
    }
    let layout = self.layout
    if linePicker != nil {
      pickerPress(at: point, layout)
    } else if goTo != nil {
      goToPress(at: point, layout)
    } else if layout.titleAction.contains(point), let action = titleAction {
      apply(action.command)
    } else if layout.graph.contains(point) {
      putIndicator(atColumn: point.x, layout)
      showsIndicator = true
      drag = .indicator
    } else if layout.miniMap.contains(point) {
      drag = pressOnMap(at: point, mapping: mapMapping(layout.miniMap))
    } else if layout.slider.contains(point) {
      applySlider(.press(column: point.x))
    } else if let hit = layout.legendTokens.first(where: { $0.rect.contains(point) }) {
      switch hit.target {
      case .line(let line): toggleLine(line)
      case .more: apply(.openLinePicker)
      }
    }
  }

  mutating func mouseDragged(to point: Point) {
    if colorInspector != nil {
      colorInspectorDrag(to: point, released: false)
      return
    }
    guard let drag, layoutMode == .one else { return }
    let layout = rectangles
    guard !layout.isTooSmall else { return }
    switch drag {
    case .ignored:
      return
    case .indicator:
      putIndicator(atColumn: point.x, layout)
    case .window(let offset):
      let position = samplePosition(column: point.x, mapMapping(layout.miniMap))
      view.window.shift(by: position - offset - view.window.lower)
    case .edge(let handle, let offset, let pressedOutside):
      // Motion within the pressed column (a trembling hand on a mini-map rows high) is
      // still a click.
      if pressedOutside?.x == point.x { return }
      let position = samplePosition(column: point.x, mapMapping(layout.miniMap))
      view.window.move(handle, to: position - offset)
      self.drag = .edge(handle, grabOffset: offset, pressedOutside: nil)
    case .slider:
      applySlider(.drag(column: point.x))
    }
  }

  mutating func mouseReleased(at point: Point) {
    defer { drag = nil }
    if colorInspector != nil {
      colorInspectorDrag(to: point, released: true)
      return
    }
    let layout = rectangles
    // The release ends a slider drag wherever it happens; motion was already applied.
    if case .slider = drag { return }
    guard case .edge(_, _, let pressedOutside?) = drag, !layout.isTooSmall else { return }
    let position = samplePosition(column: pressedOutside.x, mapMapping(layout.miniMap))
    view.window.shift(by: position - (view.window.lower + view.window.upper) / 2)
  }

  mutating func wheel(_ direction: WheelDirection, at point: Point) {
    // The help overlay covers the screen: the wheel scrolls it, not what is under it.
    guard !showsHelp else {
      helpScroll = clampedHelpScroll(helpScroll + (direction == .up ? -3 : 3))
      return
    }
    guard colorInspector == nil else { return }
    if showsMessages {
      scrollMessageLog(by: direction == .up ? -3 : 3)
      return
    }
    if linePicker != nil {
      movePickerHighlight(by: direction == .up ? -1 : 1)
      return
    }
    guard goTo == nil else { return }
    if layoutMode != .one {
      layoutWheel(direction)
      return
    }
    let layout = rectangles
    if layout.graph.contains(point) {
      let position = samplePosition(column: point.x, graphMapping(layout))
      zoom(zoomIn: direction == .up, around: position)
    } else if layout.miniMap.contains(point) || layout.slider.contains(point) {
      view.window.shift(by: Double((direction == .up ? -1 : 1) * tenthOfWindow))
    }
  }

  /// Puts the indicator on the window's sample nearest to screen column `column`.
  /// Over bars and areas, the sample whose columns hold `column` (``FillColumns``, the columns
  /// they are drawn in).
  mutating func putIndicator(atColumn column: Int, _ layout: ExplorerLayout) {
    if fillMode != nil {
      let columns = FillColumns(window: windowSamples, width: layout.graph.width)
      let cell = Swift.min(Swift.max(column - layout.graph.x, 0), layout.graph.width - 1)
      if let sample = columns.sample(atColumn: cell) { view.indicator = sample }
      return
    }
    let x = graphMapping(layout).xValue(atColumn: column)
    view.indicator = chartSet.nearestIndex(toX: x, in: view.windowIndices)
    if table != nil {
      let query = NearestRowQuery(pointerX: x, indicatorX: chartSet.xValue(at: view.indicator))
      table?.nearest = query
    }
  }

  /// What a press on the mini-map grabs: an edge, the window, or the dimmed area beside it.
  func pressOnMap(at point: Point, mapping: ColumnMapping) -> Drag {
    let edges = windowEdgeColumns(mapping)
    let position = samplePosition(column: point.x, mapping)
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
