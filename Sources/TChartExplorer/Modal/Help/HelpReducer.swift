import TChartCells
import TChartRender

extension ScrolledOverlay.Bounds {
  /// The help's page and last scroll position on a screen of `size`, showing `sections`.
  static func help(
    _ sections: [HelpSection] = KeyBindings.helpSections, size: Size, theme: Theme
  ) -> Self {
    let area = Rect(size: size)
    let overlay = HelpOverlay(
      sections: sections, theme: theme, scroll: 0,
      scrollFooters: HelpKeys.scrollFooters)
    return Self(
      page: Swift.max(1, HelpOverlay.visibleRows(in: area) - 1),
      maxScroll: overlay.maxScroll(in: area))
  }
}
