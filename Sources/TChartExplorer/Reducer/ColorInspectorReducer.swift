import TChartData
import TChartProgram
import TChartRender
import TChartSlider

/// The colour inspector's keys and mouse (see ``ColorInspector``): `Tab` switches between the
/// swatches and the sliders; on the swatches `←`/`→` highlight one (the sliders follow) and
/// `Enter` keeps it; on the sliders `↑`/`↓` choose one and the slider keys move it
/// (``SliderAction/forKey(_:)``: arrows, `Shift`/`PgUp`/`PgDn` ten steps, `Home`/`End`);
/// `Enter` keeps the colour (one undo step), `Esc` closes with nothing changed, `Ctrl-C` quits.
/// A press on a swatch picks it, on a slider moves it there and holds it for the drag; a press
/// outside the panel closes it.
extension ExplorerState {
  /// `c`: opens the inspector for `line`, by default the line under focus (the first visible
  /// line of the selected chart set, in every layout); the line picker's `Ctrl-O` opens it on the highlighted line.
  mutating func openColorInspector(line: Int? = nil) {
    guard let line = line ?? visibleLines.first, chartSet.lines.indices.contains(line) else {
      return
    }
    let own = chartSet.lines.map(\.color)
    var swatches = RGBColor.defaultPalette
    for color in own where !swatches.contains(color) { swatches.append(color) }
    colorInspector = ColorInspector(
      line: line, color: lineColor(chartSet.lines[line]), swatches: swatches)
    drag = nil
  }

  /// The inspector's rectangles on this state's screen.
  var colorInspectorLayout: ColorInspectorLayout {
    ColorInspectorLayout(area: rectangles.popup)
  }

  /// A key while the inspector is open.
  mutating func colorInspectorKey(_ key: Key) {
    guard var inspector = colorInspector else { return }
    switch key {
    case .escape:
      colorInspector = nil
      return
    case .control("c"):
      quitRequested = true
      return
    case .enter:
      colorInspector = nil
      setColor(inspector.color, ofLine: inspector.line)
      return
    case .tab, .backTab:
      inspector.part = inspector.part == .swatches ? .sliders : .swatches
    case .up where inspector.part == .sliders:
      inspector.channel = ColorInspector.Channel(rawValue: inspector.channel.rawValue - 1) ?? .hue
    case .down where inspector.part == .sliders:
      inspector.channel =
        ColorInspector.Channel(rawValue: inspector.channel.rawValue + 1) ?? .lightness
    case .left where inspector.part == .swatches, .right where inspector.part == .swatches:
      let count = inspector.swatches.count
      inspector.swatch = (inspector.swatch + (key == .left ? count - 1 : 1)) % count
      inspector.show(inspector.swatches[inspector.swatch])
    default:
      guard inspector.part == .sliders, let action = SliderAction.forKey(key) else { return }
      moveSlider(&inspector, action)
    }
    colorInspector = inspector
  }

  /// Applies a slider action to the inspector's chosen slider.
  private func moveSlider(_ inspector: inout ColorInspector, _ action: SliderAction) {
    let channel = inspector.channel.rawValue
    let rect = colorInspectorLayout.sliders[channel]
    var interaction = SliderInteraction(drag: inspector.drag)
    let track = SliderTrack(rect: rect, selection: inspector.sliders[channel])
    let before = inspector.sliders[channel]
    interaction.apply(action, to: &inspector.sliders[channel], track: track)
    inspector.drag = interaction.drag
    if inspector.sliders[channel] != before { inspector.exact = nil }
  }

  /// A press while the inspector is open.
  mutating func colorInspectorPress(at point: Point) {
    guard var inspector = colorInspector else { return }
    let layout = colorInspectorLayout
    if let swatch = layout.swatch(at: point, count: inspector.swatches.count) {
      inspector.part = .swatches
      inspector.swatch = swatch
      inspector.show(inspector.swatches[swatch])
    } else if let channel = layout.slider(at: point) {
      inspector.part = .sliders
      inspector.channel = channel
      inspector.drag = nil
      moveSlider(&inspector, .press(column: point.x))
    } else if !layout.frame.contains(point) {
      colorInspector = nil
      return
    }
    colorInspector = inspector
  }

  /// A drag or release while the inspector is open: moves the held slider.
  mutating func colorInspectorDrag(to point: Point, released: Bool) {
    guard var inspector = colorInspector, inspector.drag != nil else { return }
    moveSlider(&inspector, released ? .release(column: point.x) : .drag(column: point.x))
    colorInspector = inspector
  }
}
