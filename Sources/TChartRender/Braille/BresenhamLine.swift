/// The dots of an integer Bresenham line between two dots, both ends included, in closed form.
///
/// The classic error-stepping loop (Zingl's form: step x when `2e >= dy`, step y when
/// `2e <= dx`) moves the major coordinate one dot per step and the minor one whenever the
/// rounded ideal line does. After `k` steps the minor coordinate has moved
/// `⌊(2·minor·k + major) / (2·major)⌋` dots: the ideal `k·minor/major` rounded half up. So any
/// step's dot is known without walking there, and a drawer can visit only the steps on its
/// canvas.
public struct BresenhamLine: Sendable, Equatable {
  /// The first dot.
  public let start: (x: Int, y: Int)
  /// How far the line runs along x and along y (both ≥ 0).
  public let run: (x: Int, y: Int)
  /// The direction of each axis: 1 or -1.
  public let direction: (x: Int, y: Int)

  public init(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
    self.start = start
    run = (abs(end.x - start.x), abs(end.y - start.y))
    direction = (start.x < end.x ? 1 : -1, start.y < end.y ? 1 : -1)
  }

  /// Whether x moves on every step (ties, the diagonals, count as x-major).
  public var isXMajor: Bool { run.x >= run.y }

  /// The number of steps: the dots are steps `0...stepCount`.
  public var stepCount: Int { max(run.x, run.y) }

  /// The dot after `step` steps (0 is the start, ``stepCount`` the end).
  public func dot(atStep step: Int) -> (x: Int, y: Int) {
    let major = max(run.x, run.y)
    let minor = min(run.x, run.y)
    let moved = major == 0 ? 0 : (2 * minor * step + major) / (2 * major)
    return isXMajor
      ? (start.x + direction.x * step, start.y + direction.y * moved)
      : (start.x + direction.x * moved, start.y + direction.y * step)
  }

  /// The steps whose major coordinate lies in `range`, or `nil` when none does.
  public func steps(withMajorIn range: Range<Int>) -> ClosedRange<Int>? {
    let origin = isXMajor ? start.x : start.y
    let sign = isXMajor ? direction.x : direction.y
    // The major coordinate after `step` steps is `origin + sign * step`.
    let first = sign > 0 ? range.lowerBound - origin : origin - (range.upperBound - 1)
    let last = sign > 0 ? range.upperBound - 1 - origin : origin - range.lowerBound
    let low = max(0, first)
    let high = min(stepCount, last)
    return low <= high ? low...high : nil
  }

  public static func == (lhs: BresenhamLine, rhs: BresenhamLine) -> Bool {
    lhs.start == rhs.start && lhs.run == rhs.run && lhs.direction == rhs.direction
  }
}
