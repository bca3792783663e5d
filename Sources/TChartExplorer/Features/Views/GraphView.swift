/// What the graph area shows of the window: the lines (the default), the samples as points (a
/// scatter: x numeric but not in order), the histogram of the visible lines' values, or two
/// lines against each other (XY). Written as `--view` reads it: `line`, `scatter`,
/// `histogram`, `xy:A,B`.
public enum GraphView: Sendable, Hashable {
  case lines
  case points
  case histogram
  /// Line `x` (its id or name) on the horizontal axis against line `y`.
  case xy(x: String, y: String)

  /// The view `text` names (`line`, `lines`, `scatter`, `points`, `histogram`, `hist`,
  /// `xy:A,B`), or `nil`.
  public init?(text: String) {
    switch text.lowercased() {
    case "line", "lines": self = .lines
    case "scatter", "points": self = .points
    case "histogram", "hist": self = .histogram
    default:
      guard text.lowercased().hasPrefix("xy:") else { return nil }
      let names = text.dropFirst(3).split(separator: ",", omittingEmptySubsequences: false)
      guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else { return nil }
      self = .xy(x: String(names[0]), y: String(names[1]))
    }
  }

  /// The view as `--view` writes it.
  public var text: String {
    switch self {
    case .lines: "line"
    case .points: "scatter"
    case .histogram: "histogram"
    case .xy(let x, let y): "xy:\(x),\(y)"
    }
  }

  /// Whether the view replaces the time graph (its axes, indicator and tooltip) in the graph
  /// area.
  public var replacesGraph: Bool {
    switch self {
    case .lines, .points: false
    case .histogram, .xy: true
    }
  }
}
