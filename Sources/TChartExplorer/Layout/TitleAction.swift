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
