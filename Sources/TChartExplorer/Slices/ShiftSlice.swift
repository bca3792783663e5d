import TChartData

/// The period compared with (`w`, `--shift`): undone, and saved by its label.
public enum ShiftSlice {
  /// What an undo step remembers: ``ExplorerState/shift``.
  public struct Undoable: Sendable, Equatable {
    public var shift: PeriodShift?
  }

  /// What a session saves: the period's label (`1w`); absent when off (and in older records).
  public struct Saved: Codable, Sendable, Equatable {
    public var shift: String?
  }
}

extension ShiftSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { shift = state.shift }

  func restore(into state: inout ExplorerState) { state.shift = shift }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    before == after ? nil : after.shift.map { "compare \($0.suffix)" } ?? "compare off"
  }
}

extension ShiftSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { shift = state.shift?.label }

  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.shift) {
      state.shift = shift.flatMap(PeriodShift.init(text:))
    }
  }
}
