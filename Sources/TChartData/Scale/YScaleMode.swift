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
  /// Each line as a percentage of its first value in the window, so growth compares: one axis
  /// in percent, each line drawn against it through its own Y range (the axis' range × the
  /// line's first value / 100).
  case index
  /// Each line fitted to its own min–max in the window: the axis runs from each line's `min`
  /// to its `max`.
  case shape

  /// The next mode for the `y` key: window → span → zero → log → index → shape → window.
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
    case .index: "y: index"
    case .shape: "y: shape"
    }
  }

  /// Whether each line is drawn through its own Y range against one axis of percentages
  /// (``index`` and ``shape``); the axis' extent is then not a range of values.
  public var scalesEachLine: Bool { self == .index || self == .shape }

  /// Whether the axis reads the lines' values (not exponents nor percentages): between two
  /// such modes the Y range animates, else it jumps.
  public var axisReadsValues: Bool { self == .window || self == .span || self == .zero }

  /// The values the axis must show in this mode, from the extremes of the lines in the window
  /// and over the whole span (`nil` when there is no value). For ``log`` the positive part.
  public func range(window: ClosedRange<Double>?, span: ClosedRange<Double>?)
    -> ClosedRange<Double>?
  {
    switch self {
    case .window, .log, .index, .shape: window
    case .span: span ?? window
    case .zero: window.map { Swift.min(0, $0.lowerBound)...Swift.max(0, $0.upperBound) }
    }
  }
}
