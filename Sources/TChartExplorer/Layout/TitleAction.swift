import TChartData

/// The button at the right end of the title row: a click does what `Enter` (zoom into the day,
/// the pie of the range) or `Backspace` (back) does.
public enum TitleAction: Sendable, Equatable {
  case openDay
  case pie
  case back

  /// The button's text.
  public var label: String {
    switch self {
    case .openDay: "[zoom into day]"
    case .pie: "[pie]"
    case .back: "[back]"
    }
  }

  /// The command a click sends.
  var command: ExplorerCommand {
    self == .back ? .day(.back) : .day(.enter)
  }
}

extension TitleAction {
  /// What `Enter` or `Backspace` does over `chart` with `navigation` (the pie or a day chart
  /// open): back, the pie of a percentage chart, a day's zoom; `nil` when neither does
  /// anything.
  init?(chart: ChartSet, navigation: Navigation) {
    if navigation.showsPie || navigation.dayChart != nil {
      self = .back
    } else if chart.flags.contains(.percentage) {
      self = .pie
    } else if chart.days != nil {
      self = .openDay
    } else {
      return nil
    }
  }

  /// What `Enter` or `Backspace` would do over `chart` with `navigation`, for an otherwise
  /// empty status line.
  static func hint(chart: ChartSet, navigation: Navigation) -> String? {
    switch TitleAction(chart: chart, navigation: navigation) {
    case .back: navigation.showsPie ? "Bksp: close the pie" : "Bksp: back to the overview"
    case .pie: "Enter: pie of the range"
    case .openDay: "Enter: zoom into the day"
    case nil: nil
    }
  }
}

extension ExplorerState {
  /// The clickable action at the right end of the title row: what `Enter` or `Backspace` does
  /// here (`nil` when neither does anything, and in a printed frame: nothing to press).
  public var titleAction: TitleAction? {
    look.isInteractive ? TitleAction(chart: chartSet, navigation: navigation) : nil
  }
}
