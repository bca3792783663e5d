import TChartCells

/// A pie of shares drawn in braille: each value's share of the total, clockwise from
/// 12 o'clock in the order of the values, with `NN%` labels that add up to 100.
///
/// - **Disc**: the largest circle that fits the area, centred, as a filled disc of braille
///   dots (a dot is about square when a cell is twice as tall as wide; see ``PieSlices`` for
///   the angles and ``PercentRounding`` for the labels).
/// - **Cell colour**: a cell shows every lit dot in it but has one colour: the slice owning
///   the most lit dots in that cell; on a tie, the earlier slice. Cells without lit dots are
///   blank in `base`.
/// - **Highlight**: the cells and the label of the `highlighted` slice are bold.
/// - **Monochrome**: no colours; each dot is drawn only when its slice's pattern has it
///   (``PieFillPattern``: solid, checkered, stripes, …), so slices differ by texture.
/// - **Labels**: `NN%` in the terminal's default foreground (on `base`'s background), on the
///   slice at 0.6 of the radius when it holds the label, else just outside the circle; a
///   label that cannot be placed without leaving the area or touching another is dropped
///   (see ``PieLabels``).
///
/// Never draws outside `area` or the buffer, and never traps, whatever the size.
public struct PieChart: Widget, Sendable {
  /// One value per slice (e.g. each visible series' sum over the selected range).
  public var values: [Double]
  /// One colour per slice (missing ones are the terminal's default).
  public var colors: [TerminalColor]
  public var highlighted: Int?
  public var monochrome: Bool
  /// The style of the area's blank cells; its background is also the labels' background.
  public var base: Style

  public init(
    values: [Double], colors: [TerminalColor], highlighted: Int? = nil, monochrome: Bool = false,
    base: Style = .plain
  ) {
    self.values = values
    self.colors = colors
    self.highlighted = highlighted
    self.monochrome = monochrome
    self.base = base
  }

  /// The slices, with their angles and percentages.
  public var slices: PieSlices { PieSlices(values: values, colors: colors) }

  /// The labels as they are placed in an area of `size` (columns and rows relative to it).
  public func labels(size: Size) -> [PieLabel] {
    let slices = slices
    return PieLabels.place(
      slices: slices, raster: PieRaster(size: size, slices: slices, monochrome: monochrome))
  }

  /// The slice drawn in the cell at (`column`, `row`) of an area of `size`, if any: for
  /// mouse hit-tests.
  public func slice(atColumn column: Int, row: Int, size: Size) -> Int? {
    PieRaster(size: size, slices: slices, monochrome: monochrome).owner(column: column, row: row)
  }

  /// The style of a cell owned by `slice`.
  public func style(ofSlice slice: Int) -> Style {
    var style = base
    if !monochrome {
      style.foreground = slice < colors.count ? colors[slice] : .default
    }
    return slice == highlighted ? style.adding(.bold) : style
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visible = area.intersection(buffer.area)
    guard !visible.isEmpty else { return }
    buffer.fill(visible, with: Cell(" ", style: base))
    let slices = slices
    let raster = PieRaster(size: area.size, slices: slices, monochrome: monochrome)
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX {
        guard let owner = raster.owner(column: x - area.x, row: y - area.y) else { continue }
        buffer[x, y] = Cell(
          raster.character(column: x - area.x, row: y - area.y), style: style(ofSlice: owner))
      }
    }
    let labelStyle = Style(foreground: .default, background: base.background)
    for label in PieLabels.place(slices: slices, raster: raster) {
      let style = label.slice == highlighted ? labelStyle.adding(.bold) : labelStyle
      buffer.write(
        label.text, x: area.x + label.column, y: area.y + label.row, style: style, clip: visible)
    }
  }
}
