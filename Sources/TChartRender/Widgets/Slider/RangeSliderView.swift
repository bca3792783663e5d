import TChartCells
import TChartData
import TChartRange

/// Draws a two-handle range slider: a row of value labels above a track with two handles.
///
/// The selected part of the track (between the handles) is highlighted; the active handle is
/// drawn in reverse video (and its label bold and underlined) so it is distinguishable without
/// colour. Without focus (`focused: false`) the active handle is only underlined, so which
/// handle the keys will move stays visible; `activeHandle: nil` draws both handles alike. Uses
/// ``SliderTrack`` for the column ↔ value mapping, the same one the interaction hit-tests with.
/// Draws nothing outside `rect` and never traps, whatever its size.
public struct RangeSliderView: Sendable {
  public var selection: RangeSelection
  public var formatter: ValueFormatter
  public var activeHandle: RangeSelection.Handle?
  public var style: SliderStyle
  /// The x column when the selection is over sample indices (see ``SliderTrack/positions``):
  /// handles sit at their samples' x and labels show those x values.
  public var positions: SamplePositions?
  /// Whether the keys move the slider now (see the type's notes).
  public var focused: Bool

  /// Rows the slider uses: the label row and the track row.
  public static let height = 2

  public init(
    selection: RangeSelection, formatter: ValueFormatter,
    activeHandle: RangeSelection.Handle? = nil, style: SliderStyle = .standard,
    positions: SamplePositions? = nil, focused: Bool = true
  ) {
    self.focused = focused
    self.selection = selection
    self.formatter = formatter
    self.activeHandle = activeHandle
    self.style = style
    self.positions = positions
  }

  /// Draws the slider into `rect` of `buffer` (cleared first with the style's background; label
  /// row on top when `rect` has two rows).
  public func render(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect, with: Cell(" ", style: style.background))
    let track = SliderTrack(rect: rect, selection: selection, positions: positions)
    let lowColumn = track.column(for: selection.lower)
    let highColumn = track.column(for: selection.upper)
    let row = track.trackRow
    for column in track.firstColumn...track.lastColumn where column < rect.maxX {
      let selected = column > lowColumn && column < highColumn
      buffer[column, row] = Cell(
        selected ? style.selectedGlyph : style.trackGlyph,
        style: selected ? style.selectedTrack : style.track)
    }
    let lowActive = activeHandle == .lower || (activeHandle != nil && lowColumn == highColumn)
    let active = focused ? style.activeHandle : style.handle.adding(.underline)
    buffer[highColumn, row] = Cell(
      style.handleGlyph, style: activeHandle == .upper ? active : style.handle)
    buffer[lowColumn, row] = Cell(style.handleGlyph, style: lowActive ? active : style.handle)
    guard let labelRow = track.labelRow else { return }
    let labels = SliderLabels.layout(
      lower: track.displayValue(selection.lower), upper: track.displayValue(selection.upper),
      formatter: formatter,
      lowerColumn: lowColumn, upperColumn: highColumn, x: rect.x, width: rect.width)
    for label in labels.placed {
      let active =
        focused && activeHandle != nil
        && (label.handle == nil || label.handle == activeHandle)
      buffer.write(
        label.text, x: label.x, y: labelRow, style: active ? style.activeLabel : style.label,
        clip: rect)
    }
  }
}
