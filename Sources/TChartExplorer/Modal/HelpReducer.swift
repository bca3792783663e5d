import TChartCells
import TChartProgram
import TChartRender

extension ExplorerState {
  /// The help as drawn on this state's screen.
  var helpOverlay: HelpOverlay {
    HelpOverlay(
      sections: KeyBindings.helpSections, theme: renderTheme, scroll: help?.scroll ?? 0,
      scrollFooters: HelpKeys.scrollFooters)
  }

  /// The help's page and last scroll position on this state's screen.
  var helpBounds: ScrolledOverlay.Bounds {
    let area = Rect(size: screenSize)
    return ScrolledOverlay.Bounds(
      page: Swift.max(1, HelpOverlay.visibleRows(in: area) - 1),
      maxScroll: helpOverlay.maxScroll(in: area))
  }
}
