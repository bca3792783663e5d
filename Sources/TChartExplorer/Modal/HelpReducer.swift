import TChartProgram
import TChartRender

/// The help overlay's keys: on a screen too small for its columns it is one scrolled column.
/// `↑`/`↓` scroll a line, `PgUp`/`PgDn` a page, `Home`/`End` to the ends, the wheel three lines;
/// any other key or a press closes it (`Ctrl-C` quits too).
extension HelpState {
  /// How far the help scrolls on a screen: a page and the last first line.
  struct Bounds: Equatable {
    var page: Int
    var maxScroll: Int
  }

  /// Applies `input` to the help; the delegate says what the explorer does.
  mutating func reduce(_ input: UserInput, _ bounds: Bounds) -> ModalDelegate? {
    func scrolled(_ scroll: Int) -> Int { Swift.min(Swift.max(0, scroll), bounds.maxScroll) }
    switch input {
    case .key(.up): scroll = scrolled(scroll - 1)
    case .key(.down): scroll = scrolled(scroll + 1)
    case .key(.pageUp): scroll = scrolled(scroll - bounds.page)
    case .key(.pageDown): scroll = scrolled(scroll + bounds.page)
    case .key(.home): scroll = 0
    case .key(.end): scroll = scrolled(Int.max / 2)
    case .key(.control("c")): return .closeAndQuit
    case .key, .press: return .close
    case .wheel(let direction, _): scroll = scrolled(scroll + (direction == .up ? -3 : 3))
    case .drag, .release: break
    }
    return nil
  }
}

extension ExplorerState {
  /// The help as drawn on this state's screen.
  var helpOverlay: HelpOverlay {
    HelpOverlay(sections: KeyBindings.helpSections, theme: renderTheme, scroll: help?.scroll ?? 0)
  }

  /// The help's page and last scroll position on this state's screen.
  var helpBounds: HelpState.Bounds {
    let area = Rect(size: screenSize)
    return HelpState.Bounds(
      page: Swift.max(1, HelpOverlay.visibleRows(in: area) - 1),
      maxScroll: helpOverlay.maxScroll(in: area))
  }
}
