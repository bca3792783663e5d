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
/// outside the panel closes it. The wheel does nothing.
extension ColorInspector {
  /// Applies `input` to the inspector drawn in `layout`; the delegate says what the explorer
  /// does.
  mutating func reduce(_ input: UserInput, _ layout: ColorInspectorLayout) -> ModalDelegate? {
    switch input {
    case .key(let key): return press(key, layout)
    case .press(let point):
      if let swatch = layout.swatch(at: point, count: swatches.count) {
        part = .swatches
        self.swatch = swatch
        show(swatches[swatch])
      } else if let channel = layout.slider(at: point) {
        part = .sliders
        self.channel = channel
        drag = nil
        moveSlider(.press(column: point.x), layout)
      } else if !layout.frame.contains(point) {
        return .close
      }
    case .drag(let point):
      if drag != nil { moveSlider(.drag(column: point.x), layout) }
    case .release(let point):
      if drag != nil { moveSlider(.release(column: point.x), layout) }
    case .wheel, .selectPress: break
    }
    return nil
  }

  /// A key while the inspector is open.
  private mutating func press(_ key: Key, _ layout: ColorInspectorLayout) -> ModalDelegate? {
    switch key {
    case .escape: return .close
    case .control("c"): return .quit
    case .enter: return .keepColor(color, line: line)
    case .tab, .backTab:
      part = part == .swatches ? .sliders : .swatches
    case .up where part == .sliders:
      channel = Channel(rawValue: channel.rawValue - 1) ?? .hue
    case .down where part == .sliders:
      channel = Channel(rawValue: channel.rawValue + 1) ?? .lightness
    case .left where part == .swatches, .right where part == .swatches:
      let count = swatches.count
      swatch = (swatch + (key == .left ? count - 1 : 1)) % count
      show(swatches[swatch])
    default:
      guard part == .sliders, let action = SliderAction.forKey(key) else { return nil }
      moveSlider(action, layout)
    }
    return nil
  }

  /// Applies a slider action to the chosen slider.
  private mutating func moveSlider(_ action: SliderAction, _ layout: ColorInspectorLayout) {
    let index = channel.rawValue
    var interaction = SliderInteraction(drag: drag)
    let track = SliderTrack(rect: layout.sliders[index], selection: sliders[index])
    let before = sliders[index]
    interaction.apply(action, to: &sliders[index], track: track)
    drag = interaction.drag
    if sliders[index] != before { exact = nil }
  }
}

extension ExplorerState {
  /// `c`: opens the inspector for `line`, by default the line under focus (the first visible
  /// line of the selected chart set, in every layout); the line picker's `Ctrl-O` opens it on
  /// the highlighted line.
  mutating func openColorInspector(line: Int? = nil) {
    guard let line = line ?? shown.visibleLines.first, chartSet.lines.indices.contains(line) else {
      return
    }
    let own = chartSet.lines.map(\.color)
    var swatches = RGBColor.defaultPalette
    for color in own where !swatches.contains(color) { swatches.append(color) }
    modal = .colorInspector(
      ColorInspector(line: line, color: coloring.color(chartSet.lines[line]), swatches: swatches))
    pointer.drag = nil
  }
}
