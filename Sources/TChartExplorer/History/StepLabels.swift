import TChartData

/// The names of undo steps (`undo: hide line 2`): what changed between two views, in a few words,
/// asked of each slice in turn.
extension ViewSnapshot {
  /// What changed from `before` to `after`, in a few words (`hide line 2`, `zoom in`); `lines`
  /// are the lines on screen (to name a colour's change).
  static func stepLabel(from before: ViewSnapshot, to after: ViewSnapshot, lines: [Series] = [])
    -> String
  {
    LineColorsSlice.Undoable.label(
      from: before.lineColorsSlice, to: after.lineColorsSlice, lines: lines)
      ?? ChartsSlice.Undoable.stepLabel(from: before.chartsSlice, to: after.chartsSlice)
      ?? ThemeSlice.Undoable.stepLabel(from: before.themeSlice, to: after.themeSlice)
      ?? ZoneSlice.Undoable.stepLabel(from: before.zoneSlice, to: after.zoneSlice)
      ?? YScaleSlice.Undoable.stepLabel(from: before.yScaleSlice, to: after.yScaleSlice)
      ?? ShiftSlice.Undoable.stepLabel(from: before.shiftSlice, to: after.shiftSlice)
      ?? ColumnsSlice.Undoable.stepLabel(from: before.columnsSlice, to: after.columnsSlice)
      ?? ViewsSlice.Undoable.stepLabel(from: before.viewsSlice, to: after.viewsSlice)
      ?? ChartsSlice.Undoable.viewLabel(from: before.chartsSlice, to: after.chartsSlice)
  }
}
