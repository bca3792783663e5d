import TChartData
import TChartTime

/// What is seen, as one undo step remembers it: a composition of the features' undoable slices
/// (``UndoableSlice``): the chart sets and their views (``ChartsSlice``), the theme, the zone,
/// the Y-scale mode, the period compared with and the chosen line colours. A field is read
/// through its slice (`snapshot.shiftSlice.shift`).
///
/// A field added to a feature's slice becomes part of undo at once: the reducer compares the
/// snapshot before and after each user action, and the slice takes, restores and names it. A
/// new feature adds its slice here: a property, and a line in ``init(of:)``, ``restore(into:)``
/// and ``stepLabel(from:to:lines:)``.
public struct ViewSnapshot: Sendable, Equatable {
  public var chartsSlice: ChartsSlice.Undoable
  public var themeSlice: ThemeSlice.Undoable
  public var zoneSlice: ZoneSlice.Undoable
  public var yScaleSlice: YScaleSlice.Undoable
  public var lineColorsSlice: LineColorsSlice.Undoable
  public var shiftSlice: ShiftSlice.Undoable
  public var columnsSlice: ColumnsSlice.Undoable
  public var viewsSlice: ViewsSlice.Undoable

  /// What `state` shows, slice by slice.
  init(of state: ExplorerState) {
    chartsSlice = .init(of: state)
    themeSlice = .init(of: state)
    zoneSlice = .init(of: state)
    yScaleSlice = .init(of: state)
    lineColorsSlice = .init(of: state)
    shiftSlice = .init(of: state)
    columnsSlice = .init(of: state)
    viewsSlice = .init(of: state)
  }

  /// Shows this view again on `state`, slice by slice (the chart sets first: the zone re-zones
  /// the day chart they bring back).
  func restore(into state: inout ExplorerState) {
    chartsSlice.restore(into: &state)
    themeSlice.restore(into: &state)
    yScaleSlice.restore(into: &state)
    lineColorsSlice.restore(into: &state)
    shiftSlice.restore(into: &state)
    zoneSlice.restore(into: &state)
    columnsSlice.restore(into: &state)
    viewsSlice.restore(into: &state)
  }

}

extension ExplorerState {
  /// The view as an undo step sees it.
  public var viewSnapshot: ViewSnapshot { ViewSnapshot(of: self) }

  /// Shows `snapshot` again, fitted to the data as it is now (a stream may have grown or been
  /// trimmed since): windows clamped to the current spans, lines that no longer exist dropped,
  /// indicators kept inside their windows.
  mutating func restore(_ snapshot: ViewSnapshot) {
    snapshot.restore(into: &self)
    pointer.drag = nil
  }
}
