import TChartCells
import TChartData
import TChartRange
import TChartRender

extension ExplorerScreen {
  /// The colour inspector's panel: the line's name and colour in the top border, the swatch row
  /// (the highlighted swatch in brackets), the three sliders drawn by ``RangeSliderView`` on
  /// one row each with their names (the chosen one in reverse video while the sliders have the
  /// keys) and values, and its keys in the bottom border.
  static func drawColorInspector(
    _ inspector: ColorInspector, state: ExplorerState, theme: Theme,
    layout: ColorInspectorLayout, into buffer: inout ScreenBuffer
  ) {
    guard layout.frame.width >= 12, layout.frame.height >= 3 else { return }
    let text = theme.tooltipText
    buffer.fill(layout.band, with: Cell(" ", style: theme.base))
    buffer.drawRoundedBox(layout.frame, border: theme.tooltipBorder, fill: text)
    let line =
      state.chartSet.lines.indices.contains(inspector.line)
      ? state.chartSet.lines[inspector.line].name : ""
    let color = inspector.color
    let mark = theme.lineStyle(color).with(background: text.background)
    let title = " colour of line \(inspector.line + 1) \(line)  \(color.hexText)"
    buffer.write(" ", x: layout.title.x, y: layout.title.y, style: text, clip: layout.title)
    buffer.write("━━", x: layout.title.x + 1, y: layout.title.y, style: mark, clip: layout.title)
    buffer.write(
      DisplayWidth.prefix(title, fitting: max(0, layout.title.width - 4)) + " ",
      x: layout.title.x + 3, y: layout.title.y, style: text.adding(.bold), clip: layout.title)
    let swatchesFocused = inspector.part == .swatches
    for (index, swatch) in inspector.swatches.enumerated() {
      let x = layout.swatchX(index)
      guard x + 3 <= layout.swatches.maxX else { break }
      let style = theme.lineStyle(swatch).with(background: text.background)
      buffer.write("██", x: x, y: layout.swatches.y, style: style, clip: layout.swatches)
      if index == inspector.swatch {
        let bracket = swatchesFocused ? text.adding(.bold).adding(.reverse) : text
        buffer.write("[", x: x - 1, y: layout.swatches.y, style: bracket, clip: layout.swatches)
        buffer.write("]", x: x + 2, y: layout.swatches.y, style: bracket, clip: layout.swatches)
      }
    }
    for channel in ColorInspector.Channel.allCases {
      let rect = layout.sliders[channel.rawValue]
      guard !rect.isEmpty else { continue }
      let chosen = !swatchesFocused && channel == inspector.channel
      buffer.write(
        channel.name, x: rect.x - ColorInspectorLayout.nameWidth, y: rect.y,
        style: chosen ? text.adding(.reverse) : text, clip: layout.frame)
      let selection = inspector.sliders[channel.rawValue]
      RangeSliderView(
        selection: selection, formatter: ValueFormatter(.integer, for: selection),
        activeHandle: .lower, style: sliderStyle(theme), focused: chosen
      ).render(into: &buffer, in: rect)
      let value = String(Int(selection.value))
      buffer.write(
        value, x: rect.maxX + ColorInspectorLayout.valueWidth - DisplayWidth.of(value), y: rect.y,
        style: chosen ? text.adding(.bold) : text, clip: layout.frame)
    }
    let keys = ColorInspector.keyHints(part: inspector.part).first {
      DisplayWidth.of($0) + 2 <= layout.keys.width
    }
    if let keys, !layout.keys.isEmpty {
      buffer.write(
        " \(keys) ", x: layout.keys.x, y: layout.keys.y, style: text, clip: layout.keys)
    }
  }
}
