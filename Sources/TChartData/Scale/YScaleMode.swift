/// How the Y axis is scaled, cycled with `y` and set with `--y-scale`.
public enum YScaleMode: String, Sendable, Equatable, CaseIterable, Codable {
  /// Fit the lines' values in the window (the default).
  case window
  /// Fit the lines' values over the whole span, so the axis stays put while panning.
  case span
  /// From zero to the window's values (or from them to zero when they are negative).
  case zero
  /// Logarithmic, by decades (``LogTicks``); values that are not positive are gaps.
  case log

  /// The next mode for the `y` key: window → span → zero → log → window.
  public var next: YScaleMode {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// What the title says about the mode (`nil` for the default).
  public var titleText: String? {
    switch self {
    case .window: nil
    case .span: "y: whole span"
    case .zero: "y: from 0"
    case .log: "y: log"
    }
  }

  /// The values the axis must show in this mode, from the extremes of the lines in the window
  /// and over the whole span (`nil` when there is no value). For ``log`` the positive part.
  public func range(window: ClosedRange<Double>?, span: ClosedRange<Double>?)
    -> ClosedRange<Double>?
  {
    switch self {
    case .window, .log: window
    case .span: span ?? window
    case .zero: window.map { Swift.min(0, $0.lowerBound)...Swift.max(0, $0.upperBound) }
    }
  }
}
