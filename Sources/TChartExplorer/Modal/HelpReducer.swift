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
    switch input {
    case .key(let key):
      guard let command = HelpKeys.command(for: key) else { return .close }
      if command == .quit { return .closeAndQuit }
      scroll = command.scrolled(scroll, page: bounds.page, last: bounds.maxScroll) ?? scroll
    case .press: return .close
    case .wheel(let direction, _):
      scroll =
        OverlayCommand.scroll(lines: direction == .up ? -3 : 3)
        .scrolled(scroll, page: bounds.page, last: bounds.maxScroll) ?? scroll
    case .drag, .release: break
    }
    return nil
  }
}

extension ExplorerState {
  /// The help as drawn on this state's screen.
  var helpOverlay: HelpOverlay {
    HelpOverlay(
      sections: KeyBindings.helpSections, theme: renderTheme, scroll: help?.scroll ?? 0,
      scrollFooters: HelpKeys.scrollFooters)
  }

  /// The help's page and last scroll position on this state's screen.
  var helpBounds: HelpState.Bounds {
    let area = Rect(size: screenSize)
    return HelpState.Bounds(
      page: Swift.max(1, HelpOverlay.visibleRows(in: area) - 1),
      maxScroll: helpOverlay.maxScroll(in: area))
  }
}
