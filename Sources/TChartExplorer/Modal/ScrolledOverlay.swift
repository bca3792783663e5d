import TChartProgram

/// The state of an overlay that scrolls (the help, the message log): the first line shown. Its
/// reducer is the same for both; their key tables say what differs (what an unbound key does).
public struct ScrolledOverlay: Sendable, Equatable {
  public var scroll = 0
  public init(scroll: Int = 0) { self.scroll = scroll }

  /// How far the overlay scrolls on a screen: a page and the last first line.
  struct Bounds: Equatable {
    var page: Int
    var maxScroll: Int
  }

  /// Applies `input` to the overlay with the keys of `keys`: the rows scroll, close or quit, a
  /// press closes, the wheel scrolls three lines; the delegate says what the explorer does.
  mutating func reduce<Keys: OverlayKeyTable>(
    _ input: UserInput, _ bounds: Bounds, keys: Keys.Type
  ) -> ModalDelegate? {
    let command: OverlayCommand
    switch input {
    case .key(let key):
      guard let bound = Keys.command(for: key) else { return Keys.otherKey }
      command = bound
    case .press: return .close
    case .wheel(let direction, _): command = .scroll(lines: direction == .up ? -3 : 3)
    case .drag, .release, .selectPress: return nil
    }
    switch command {
    case .close: return .close
    case .quit: return .closeAndQuit
    default:
      scroll = command.scrolled(scroll, page: bounds.page, last: bounds.maxScroll) ?? scroll
      return nil
    }
  }
}

/// The message log's state (see ``ScrolledOverlay``).
public typealias MessageLogState = ScrolledOverlay

/// The key table of a scrolled overlay, and what a key without a row does there.
protocol OverlayKeyTable: ModalKeyTable where Command == OverlayCommand {
  /// The delegate of a key the table does not bind (`nil`: the key does nothing).
  static var otherKey: ModalDelegate? { get }
}
