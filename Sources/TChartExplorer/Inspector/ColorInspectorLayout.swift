import TChartRender

/// Where the colour inspector's parts are drawn in the popup area: the same rectangles are
/// drawn and hit-tested. A rounded box at the top of the area, centred, at most 64 columns:
/// a title row, the swatch row, then each slider's value row and track row.
public struct ColorInspectorLayout: Sendable, Equatable {
  /// Columns before a slider's track (its name).
  static let nameWidth = 8
  /// The box's rows: frame, title, swatches, three two-row sliders, frame.
  static let height = 10

  /// The whole box.
  public var frame: Rect
  /// The title row.
  public var title: Rect
  /// The swatch row (swatch `i` is two cells at ``swatchX(_:)``).
  public var swatches: Rect
  /// Each slider's two rows, names excluded, by ``ColorInspector/Channel`` raw value.
  public var sliders: [Rect]

  /// The layout in `area` (the explorer's popup area).
  public init(area: Rect) {
    let width = Swift.min(area.width, 64)
    let height = Swift.min(area.height, Self.height)
    frame = Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: height)
    let inner = Rect(
      x: frame.x + 2, y: frame.y + 1, width: Swift.max(0, width - 4),
      height: Swift.max(0, height - 2))
    title = Rect(x: inner.x, y: inner.y, width: inner.width, height: Swift.min(1, inner.height))
    swatches = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: 1)
    sliders = (0..<3).map { index in
      Rect(
        x: inner.x + Self.nameWidth, y: inner.y + 2 + 2 * index,
        width: Swift.max(0, inner.width - Self.nameWidth), height: 2)
    }
    let bottom = inner.maxY
    sliders = sliders.map { $0.y + 2 <= bottom ? $0 : .zero }
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

  /// The slider under `point`, if any (its value row or track row).
  public func slider(at point: Point) -> ColorInspector.Channel? {
    sliders.firstIndex { $0.contains(point) }.flatMap(ColorInspector.Channel.init(rawValue:))
  }
}
