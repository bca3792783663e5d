import TChartData

/// The graph's Y range (the nice range the graph is drawn with) moving from one range to
/// another with an ease-out curve.
///
/// The state keeps the animation; `tick` actions advance the clock. When ``isRunning(at:)`` is
/// false the range is simply ``to``.
public struct YRangeAnimation: Sendable, Equatable {
  /// The default duration in seconds.
  public static let defaultDuration = 0.2

  public var from: ValueRange
  public var to: ValueRange
  /// The clock time the animation started, in seconds.
  public var start: Double
  public var duration: Double

  public init(from: ValueRange, to: ValueRange, start: Double, duration: Double) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
  }

  /// A range that does not move.
  public static func still(_ range: ValueRange) -> YRangeAnimation {
    YRangeAnimation(from: range, to: range, start: 0, duration: 0)
  }

  /// Whether the range still moves at `time`.
  public func isRunning(at time: Double) -> Bool {
    from != to && duration > 0 && time < start + duration
  }

  /// The ease-out cubic curve: fast start, gentle landing.
  public static func easeOut(_ t: Double) -> Double {
    let clamped = Swift.min(Swift.max(t, 0), 1)
    let rest = 1 - clamped
    return 1 - rest * rest * rest
  }

  /// The range shown at `time`.
  public func value(at time: Double) -> ValueRange {
    guard isRunning(at: time) else { return to }
    let progress = (time - start) / duration
    return from.interpolated(to: to, fraction: Self.easeOut(progress))
  }
}
