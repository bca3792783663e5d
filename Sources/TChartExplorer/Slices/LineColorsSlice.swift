import TChartData

/// The line colours the user chose (the colour inspector): undone, and saved as `#rrggbb` by
/// line id.
public enum LineColorsSlice {
  /// What an undo step remembers: ``Look/lineColors``.
  public struct Undoable: Sendable, Equatable {
    public var lineColors: [String: RGBColor]
  }

  /// What a session saves: the chosen colours, `#rrggbb` by line id.
  public struct Saved: Codable, Sendable, Equatable {
    public var colors: [String: String]
  }
}

extension LineColorsSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { lineColors = state.look.lineColors }

  func restore(into state: inout ExplorerState) { state.look.lineColors = lineColors }

  /// `colours`: the step names the line in ``label(from:to:lines:)``, which knows the lines.
  static func stepLabel(from before: Self, to after: Self) -> String? {
    before == after ? nil : "colours"
  }

  /// `colour of line 2` when the colour of one of `lines` (the lines on screen) changed.
  static func label(from before: Self, to after: Self, lines: [Series]) -> String? {
    guard before != after else { return nil }
    let line = lines.indices.first {
      before.lineColors[lines[$0].id] != after.lineColors[lines[$0].id]
    }
    return line.map { "colour of line \($0 + 1)" } ?? stepLabel(from: before, to: after)
  }
}

extension LineColorsSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { colors = state.look.lineColors.mapValues(\.hexText) }

  /// A colour that is not `#rrggbb` is dropped.
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    state.look.lineColors = colors.compactMapValues { RGBColor(hex: $0) }
  }
}
