import TChartCells
import TChartRender

extension ScrolledOverlay.Bounds {
  /// The help's page and last scroll position on a screen of `size`.
  static func help(size: Size, theme: Theme) -> Self {
    let area = Rect(size: size)
    let overlay = HelpOverlay(
      sections: KeyBindings.helpSections, theme: theme, scroll: 0,
      scrollFooters: HelpKeys.scrollFooters)
    return Self(
      page: Swift.max(1, HelpOverlay.visibleRows(in: area) - 1),
      maxScroll: overlay.maxScroll(in: area))
  }
}
