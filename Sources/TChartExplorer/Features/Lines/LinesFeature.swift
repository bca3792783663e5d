/// Which lines of the chart set on screen are shown, as a feature of its own: `1`…`9` and a
/// legend token toggle a line, `⇧1`…`⇧9` show only one, the line picker does both and shows
/// them all. Its reducer changes only the view's hidden lines; what the status line says is a
/// delegate.
public enum LinesFeature {
  /// What the lines' keys (and the line picker, and the legend) do.
  public enum Action: Sendable, Equatable {
    /// Hides or shows line `line` (0-based); the last visible line refuses to hide.
    case toggle(line: Int)
    /// Shows only line `line` (0-based).
    case showOnly(line: Int)
    /// Shows every line.
    case showAll
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The names of the chart set's lines, in order (their count is the line count).
    var lineNames: [String]
  }

  /// What the lines ask of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line.
    case status(String)
  }

  /// Applies `action` to the hidden lines of the view.
  static func reduce(
    into hidden: inout Set<Int>, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    let count = context.lineNames.count
    switch action {
    case .toggle(let line):
      guard line < count else { return noLine(line) }
      if hidden.contains(line) {
        hidden.remove(line)
      } else if (0..<count).count(where: { !hidden.contains($0) }) <= 1 {
        return FeatureStep(delegates: [.status("The last visible line stays")])
      } else {
        hidden.insert(line)
      }
      return FeatureStep()
    case .showOnly(let line):
      guard line < count else { return noLine(line) }
      hidden = Set(0..<count).subtracting([line])
      return FeatureStep(delegates: [.status("Only \(context.lineNames[line])")])
    case .showAll:
      hidden = []
      return FeatureStep(delegates: [.status("All lines shown")])
    }
  }

  /// The chart set has no line `line`: the status line says so.
  private static func noLine(_ line: Int) -> FeatureStep<Delegate> {
    FeatureStep(delegates: [.status("No line \(line + 1)")])
  }
}
