/// The dots of an integer Bresenham line between two dots, both ends included, in closed form.
///
/// The classic error-stepping loop (Zingl's form: step x when `2e >= dy`, step y when
/// `2e <= dx`) moves the major coordinate one dot per step and the minor one whenever the
/// rounded ideal line does. After `k` steps the minor coordinate has moved
/// `⌊(2·minor·k + major) / (2·major)⌋` dots: the ideal `k·minor/major` rounded half up. So any
/// step's dot is known without walking there, and a drawer can visit only the steps on its
/// canvas.
public struct BresenhamLine: Sendable {
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

  /// Calls `body` with the dot of each step in `steps`, in order: the first from the closed
  /// form, the rest by adding (the minor axis' remainder carries at most one dot per step), so
  /// a long visible run costs no division per dot.
  @inline(__always)
  public func forEachDot(inSteps steps: ClosedRange<Int>, _ body: (Int, Int) -> Void) {
    let major = max(run.x, run.y)
    let minor = min(run.x, run.y)
    let twiceMajor = max(1, 2 * major)
    let numerator = 2 * minor * steps.lowerBound + major
    var moved = numerator / twiceMajor
    var remainder = numerator % twiceMajor
    let (majorStep, minorStep) = isXMajor ? (direction.x, direction.y) : (direction.y, direction.x)
    var along = (isXMajor ? start.x : start.y) + majorStep * steps.lowerBound
    let across = isXMajor ? start.y : start.x
    for _ in steps {
      let side = across + minorStep * moved
      if isXMajor { body(along, side) } else { body(side, along) }
      along += majorStep
      remainder += 2 * minor
      if remainder >= twiceMajor {
        remainder -= twiceMajor
        moved += 1
      }
    }
  }
}
