/// A width and height in terminal cells.
public struct Size: Sendable, Hashable {
  public var width: Int
  public var height: Int
  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// A cell position: `x` is the column, `y` the row, both 0-based from the top left.
public struct Point: Sendable, Hashable {
  public var x: Int
  public var y: Int
  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells. Widgets draw inside one; the mouse is hit-tested against the same ones.
public struct Rect: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(origin: Point = Point(x: 0, y: 0), size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// A rectangle with no cells.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var maxX: Int { x + width }
  @inlinable public var maxY: Int { y + height }
  @inlinable public var isEmpty: Bool { width == 0 || height == 0 }
  @inlinable public var size: Size { Size(width: width, height: height) }

  /// Whether the cell at `point` lies inside.
  @inlinable public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  @inlinable public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Splits off `rows` rows from the top: the top part and the rest.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// Splits off `rows` rows from the bottom: the rest and the bottom part.
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// Splits off `columns` columns from the left: the left part and the rest.
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }
}
