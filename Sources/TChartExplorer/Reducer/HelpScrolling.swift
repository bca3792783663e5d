import TChartProgram
import TChartRender

/// The help overlay's keys: on a screen too small for its columns it is one scrolled column.
/// `↑`/`↓` scroll a line, `PgUp`/`PgDn` a page, `Home`/`End` to the ends, the wheel three lines;
/// any other key closes it.
extension ExplorerState {
  /// The help as drawn on this state's screen.
  var helpOverlay: HelpOverlay {
    HelpOverlay(sections: KeyBindings.helpSections, theme: renderTheme, scroll: helpScroll)
  }

  /// The scroll position `key` moves the help to, or `nil` for a key that closes it.
  func helpScroll(for key: Key) -> Int? {
    let area = Rect(size: screenSize)
    let page = Swift.max(1, HelpOverlay.visibleRows(in: area) - 1)
    switch key {
    case .up: return clampedHelpScroll(helpScroll - 1)
    case .down: return clampedHelpScroll(helpScroll + 1)
    case .pageUp: return clampedHelpScroll(helpScroll - page)
    case .pageDown: return clampedHelpScroll(helpScroll + page)
    case .home: return 0
    case .end: return clampedHelpScroll(Int.max / 2)
    default: return nil
    }
  }

  /// `scroll` kept between the first line and the last page of the help on this screen.
  func clampedHelpScroll(_ scroll: Int) -> Int {
    Swift.min(Swift.max(0, scroll), helpOverlay.maxScroll(in: Rect(size: screenSize)))
  }
}
