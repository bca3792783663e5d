/// The histogram survey a table was asked for last: its window's x and the lines counted.
public struct TableHistogramAsk: Sendable, Equatable {
  public var window: ClosedRange<Double>
  public var lines: [Int]

  public init(window: ClosedRange<Double>, lines: [Int]) {
    self.window = window
    self.lines = lines
  }
}
