import TChartTime

extension ChartSet {
  /// This chart set with its times shown in `zone` (``timeZone``): x stays Unix seconds, so
  /// changing zones is O(1); texts and ticks read the zone (see ``wall(_:)``). Plain-number x
  /// and x read as calendar periods (``xPeriod``: `1974 Q1`, naming no instant) keep UTC.
  public func shown(in zone: DisplayTimeZone) -> ChartSet {
    guard xPeriod == nil, xKind == .time else { return self }
    var shown = self
    shown.timeZone = zone
    return shown
  }

  /// The Unix seconds of an x value (x is Unix seconds; kept for the callers that say so).
  public func unixSeconds(_ x: Double) -> Double { x }

  /// The wall-clock time of x in ``timeZone`` (what dates on screen write); plain numbers stay.
  public func wall(_ x: Double) -> Double {
    xKind == .time ? timeZone.wall(x) : x
  }

  /// The x value of a wall-clock time in ``timeZone`` (the go-to prompt's dates).
  public func x(wall: Double) -> Double {
    xKind == .time ? timeZone.unixSeconds(wall: wall) : wall
  }
}
