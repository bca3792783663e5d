/// What a table's XY plot asks the database to count (``SQLSeriesBackend/xy(_:grid:)``): the
/// window, the two lines (across, up) and the size of the area it is drawn in (its grid
/// follows).
public struct SourceXYAsk: Sendable, Equatable {
  public var lower: Double
  public var upper: Double
  /// The line across (x) and the line up (y), indices into the source's line names.
  public var across: Int
  public var up: Int
  /// The area's width and height in cells.
  public var width: Int
  public var height: Int

  public init(window: ClosedRange<Double>, across: Int, up: Int, width: Int, height: Int) {
    lower = window.lowerBound
    upper = window.upperBound
    self.across = across
    self.up = up
    self.width = width
    self.height = height
  }

  /// The window, `lower ≤ x ≤ upper`.
  public var window: ClosedRange<Double> { lower...upper }
}
