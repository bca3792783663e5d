import TChartCells

/// Where the colour inspector's parts are drawn in the popup area: the same rectangles are
/// drawn and hit-tested. A compact rounded box at the bottom of the area, centred, at most 72
/// columns: its title (the line and its colour) in the top border, the swatch row, a row per
/// slider (name, track, value) and its keys in the bottom border. At the bottom of the popup
/// area it covers the X axis, the mini-map and the slider, so the graph and the line being
/// coloured stay in sight (on a screen of 20 rows or more; lower ones lose a row or two of
/// the graph's bottom).
///
/// ```
/// ╭─ ━━ colour of line 1 Joined  #3dc23f ───────────────────╮
/// │ [██]██ ██ ██ ██ ██ ██ ██                                 │
/// │ hue      ─────────────●───────────────────────────   121 │
/// │ sat %    ─────────────────────●───────────────────    52 │
/// │ light %  ────────────────────●────────────────────    50 │
/// ╰─ Enter keep · Esc revert · ↑↓ ←→ adjust · Tab swatches ──╯
/// ```
public struct ColorInspectorLayout: Sendable, Equatable {
  /// Columns before a slider's track (its name).
  static let nameWidth = 8
  /// Columns after a slider's track (a gap and its value).
  static let valueWidth = 5
  /// The box's rows: frame with the title, swatches, three one-row sliders, frame with keys.
  static let height = 6

  /// The rows the box takes, all the area's width: cleared, so no part of the mini-map or the
  /// slider shows beside the box.
  public var band: Rect
  /// The whole box.
  public var frame: Rect
  /// The title, in the top border.
  public var title: Rect
  /// The swatch row (swatch `i` is two cells at ``swatchX(_:)``).
  public var swatches: Rect
  /// Each slider's track row, name and value excluded, by ``ColorInspector/Channel`` raw
  /// value.
  public var sliders: [Rect]
  /// The keys, in the bottom border.
  public var keys: Rect

  /// The layout in `area` (the explorer's popup area).
  public init(area: Rect) {
    let width = Swift.min(area.width, 72)
    let height = Swift.min(area.height, Self.height)
    band = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
    frame = Rect(x: area.x + (area.width - width) / 2, y: band.y, width: width, height: height)
    let inner = Rect(
      x: frame.x + 2, y: frame.y + 1, width: Swift.max(0, width - 4),
      height: Swift.max(0, height - 2))
    title = Rect(x: frame.x + 2, y: frame.y, width: Swift.max(0, width - 4), height: 1)
    keys = height >= 2 ? Rect(x: title.x, y: frame.maxY - 1, width: title.width, height: 1) : .zero
    swatches = Rect(x: inner.x, y: inner.y, width: inner.width, height: 1)
    sliders = (0..<3).map { index in
      Rect(
        x: inner.x + Self.nameWidth, y: inner.y + 1 + index,
        width: Swift.max(0, inner.width - Self.nameWidth - Self.valueWidth), height: 1)
    }
    let bottom = inner.maxY
    sliders = sliders.map { $0.y < bottom ? $0 : .zero }
    if swatches.y >= bottom { swatches = .zero }
  }

  /// The first column of swatch `index`.
  public func swatchX(_ index: Int) -> Int { swatches.x + 1 + 3 * index }

  /// The swatch under `point`, if any.
  public func swatch(at point: Point, count: Int) -> Int? {
    guard swatches.contains(point) else { return nil }
    let offset = point.x - swatches.x - 1
    guard offset >= 0, offset % 3 < 2 else { return nil }
    let index = offset / 3
    return index < count && swatchX(index) + 2 <= swatches.maxX ? index : nil
  }

  /// The slider under `point`, if any (its track row).
  public func slider(at point: Point) -> ColorInspector.Channel? {
    sliders.firstIndex { $0.contains(point) }.flatMap(ColorInspector.Channel.init(rawValue:))
  }
}
