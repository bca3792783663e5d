/// The dot pattern that tells lines apart without colour (`NO_COLOR`): which dot columns of the
/// canvas keep a line's dots.
///
/// Line 1 is solid; line 2 keeps every other dot column (on, off); line 3 two on, one off;
/// line 4 one on, two off; line 5 three on, one off; line 6 two on, two off; line 7 three on,
/// three off; line 8 one on, three off; line 9 is solid again (the markers also repeat after 8).
/// The pattern follows the dot column (x, that is time), counted from the canvas' left edge: in
/// a kept column the line has exactly the dots of its solid drawing (M4 or full resolution
/// alike), in the others none, so the drawing stays O(screen).
public struct DashPattern: Sendable, Equatable {
  /// One period of dot columns: `true` keeps the column's dots.
  public let cycle: [Bool]

  public init(_ cycle: [Bool]) {
    self.cycle = cycle.isEmpty ? [true] : cycle
  }

  /// Every dot kept.
  public static let solid = DashPattern([true])

  /// The patterns of lines 1 to 8 in turn.
  public static let patterns: [DashPattern] = [
    [1], [1, 0], [1, 1, 0], [1, 0, 0], [1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 1, 0, 0, 0],
    [1, 0, 0, 0],
  ].map { DashPattern($0.map { $0 == 1 }) }

  /// The pattern of line `line` (0-based).
  public static func forLine(_ line: Int) -> DashPattern {
    patterns[((line % patterns.count) + patterns.count) % patterns.count]
  }

  /// Whether every column is kept.
  public var isSolid: Bool { !cycle.contains(false) }

  /// Whether dot column `x` keeps its dots.
  public func keeps(dotColumn x: Int) -> Bool {
    cycle[((x % cycle.count) + cycle.count) % cycle.count]
  }
}
