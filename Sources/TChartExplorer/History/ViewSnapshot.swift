import TChartData
import TChartTime

/// What is seen, as one undo step remembers it: a composition of the features' undoable slices
/// (``UndoableSlice``): the chart sets and their views (``ChartsSlice``), the theme, the zone,
/// the Y-scale mode, the period compared with and the chosen line colours. Each slice's fields
/// read as the snapshot's own (`snapshot.shift`).
///
/// A field added to a feature's slice becomes part of undo at once: the reducer compares the
/// snapshot before and after each user action, and the slice takes, restores and names it. A
/// new feature adds its slice here: a property, and a line in ``init(of:)``, ``restore(into:)``
/// and ``stepLabel(from:to:lines:)``.
@dynamicMemberLookup
public struct ViewSnapshot: Sendable, Equatable {
  public var chartsSlice: ChartsSlice.Undoable
  public var themeSlice: ThemeSlice.Undoable
  public var zoneSlice: ZoneSlice.Undoable
  public var yScaleSlice: YScaleSlice.Undoable
  public var lineColorsSlice: LineColorsSlice.Undoable
  public var shiftSlice: ShiftSlice.Undoable

  /// What `state` shows, slice by slice.
  init(of state: ExplorerState) {
    chartsSlice = .init(of: state)
    themeSlice = .init(of: state)
    zoneSlice = .init(of: state)
    yScaleSlice = .init(of: state)
    lineColorsSlice = .init(of: state)
    shiftSlice = .init(of: state)
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
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<ChartsSlice.Undoable, Value>)
    -> Value
  {
    get { chartsSlice[keyPath: path] }
    set { chartsSlice[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<ThemeSlice.Undoable, Value>)
    -> Value
  {
    get { themeSlice[keyPath: path] }
    set { themeSlice[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<ZoneSlice.Undoable, Value>)
    -> Value
  {
    get { zoneSlice[keyPath: path] }
    set { zoneSlice[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<YScaleSlice.Undoable, Value>)
    -> Value
  {
    get { yScaleSlice[keyPath: path] }
    set { yScaleSlice[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<LineColorsSlice.Undoable, Value>)
    -> Value
  {
    get { lineColorsSlice[keyPath: path] }
    set { lineColorsSlice[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<ShiftSlice.Undoable, Value>)
    -> Value
  {
    get { shiftSlice[keyPath: path] }
    set { shiftSlice[keyPath: path] = newValue }
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
