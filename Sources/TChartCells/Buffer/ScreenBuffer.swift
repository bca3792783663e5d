/// A grid of cells: what one frame looks like. Widgets render into rectangles of it.
///
/// Writes outside the buffer (or outside the clip rectangle a widget is given) are ignored,
/// so drawing never traps whatever the screen size.
public struct ScreenBuffer: Sendable, Equatable {
  public private(set) var size: Size
  /// The cells, row by row.
  public var cells: [Cell] { storage }
  // Internal storage usable from the inlinable accessors below: widgets in other modules write
  // every cell of a frame through them, and a call per cell would cost a frame ~10%.
  @usableFromInline var storage: [Cell]

  public init(size: Size, filling cell: Cell = .blank) {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = clamped
    self.storage = Array(repeating: cell, count: clamped.width * clamped.height)
  }

  /// A buffer of `size` with room for `rows` rows in all, so that ``extend(toHeight:filling:)``
  /// up to them copies no cell.
  public init(size: Size, filling cell: Cell = .blank, reservingRows rows: Int) {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = clamped
    storage = []
    storage.reserveCapacity(clamped.width * max(rows, clamped.height))
    storage.append(contentsOf: repeatElement(cell, count: clamped.width * clamped.height))
  }

  /// Adds rows of `cell` under the buffer up to `height` rows (a row drawn below a frame
  /// laid out without it: the explorer's key bar); the cells above stay where they are.
  public mutating func extend(toHeight height: Int, filling cell: Cell = .blank) {
    guard height > size.height else { return }
    storage.append(contentsOf: repeatElement(cell, count: (height - size.height) * size.width))
    size.height = height
  }

  /// The whole buffer as a rectangle.
  @inlinable public var area: Rect { Rect(size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the buffer.
  @inlinable public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
      return storage[y * size.width + x]
    }
    set {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
      storage[y * size.width + x] = newValue
    }
  }

  /// Sets the style of every cell in `rect` (clipped to the buffer).
  @inlinable public mutating func setStyle(_ style: Style, in rect: Rect) {
    let clipped = rect.intersection(area)
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX { storage[y * size.width + x].style = style }
    }
  }

  /// Fills `rect` (clipped to the buffer) with `cell`.
  @inlinable public mutating func fill(_ rect: Rect, with cell: Cell) {
    let clipped = rect.intersection(area)
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX { storage[y * size.width + x] = cell }
    }
  }

  /// Replaces every cell's scalar by `transform` of it, styles kept (a glyph set's pass).
  public mutating func mapScalars(_ transform: (Unicode.Scalar) -> Unicode.Scalar) {
    for index in storage.indices { storage[index].scalar = transform(storage[index].scalar) }
  }

  /// Writes `text` from `(x, y)` in `style`, clipped to `clip` (the whole buffer by default).
  /// Double-width characters take two cells and are not split at the clip edge.
  /// Returns the column after the last cell written.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(area)
    guard y >= bounds.y, y < bounds.maxY else { return x }
    var column = x
    for scalar in text.unicodeScalars {
      let width = DisplayWidth.of(scalar)
      if width == 0 { continue }
      if column + width > bounds.maxX { break }
      if column >= bounds.x {
        self[column, y] = Cell(scalar, style: style)
        if width == 2 { self[column + 1, y] = Cell(Cell.continuationScalar, style: style) }
      }
      column += width
    }
    return column
  }

  /// The text of row `y`, without styles (continuation cells skipped).
  public func line(_ y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var result = String.UnicodeScalarView()
    for x in 0..<size.width {
      let cell = storage[y * size.width + x]
      if !cell.isContinuation { result.append(cell.scalar) }
    }
    return String(result)
  }

  /// Every row's text, top to bottom.
  public var lines: [String] { (0..<size.height).map(line) }

  /// Every row's text joined by newlines, trailing spaces kept: handy in tests.
  public var text: String { lines.joined(separator: "\n") }
}
