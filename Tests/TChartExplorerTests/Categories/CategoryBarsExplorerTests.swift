import TChartCells
import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

/// Issue 41: a chart set whose x is text draws category bars in the graph's place (largest
/// first, `--sort` otherwise); `↑↓` (`k`/`j`) scroll them by one, `PgUp`/`PgDn` by a page,
/// clamped so the last categories fill the rows.
@Suite("Category bars in the explorer")
struct CategoryBarsExplorerTests {
  func key(_ key: Key) -> ExplorerAction { .input(.key(key)) }

  /// 40 categories `c0`…`c39`, `c39` the largest.
  static let many: ChartSet = {
    var set = ChartSet(
      name: "sizes", x: (0..<40).map(Double.init), xKind: .number,
      lines: [
        Series(
          id: "size", name: "size", color: RGBColor.defaultPalette[0],
          values: (0..<40).map { Double($0 + 1) })
      ])
    set.categories = (0..<40).map { "c\($0)" }
    return set
  }()

  @Test func theGraphAreaDrawsTheBarsLargestFirst() {
    let state = ExplorerState(chartSets: [Self.many])
    let lines = ExplorerScreen.render(state: state, size: state.terminal.size).lines
    #expect(lines[0].contains("40 categories"))
    let graph = state.geometry.layout.categories
    #expect(lines[graph.y].hasPrefix("c39 █") && lines[graph.y].hasSuffix("█ 40"))
    #expect(lines[graph.y + 1].hasPrefix("c38 █"))
    #expect(lines[graph.maxY - 1].hasPrefix("+"))
  }

  @Test func arrowsAndPagesScrollClamped() {
    var store = TestStore(ExplorerState(chartSets: [Self.many]))
    store.send(key(.up))
    store.send(key(.down)) { $0.layouts.categoriesFirstShown = 1 }
    store.send(key(.character("j"))) { $0.layouts.categoriesFirstShown = 2 }
    store.send(key(.character("k"))) { $0.layouts.categoriesFirstShown = 1 }
    let height = store.state.geometry.layout.categories.height
    let bars = store.state.categoryBars!
    let page = bars.fitting(height: height) - 1
    store.send(key(.pageDown)) { $0.layouts.categoriesFirstShown = 1 + page }
    let last = bars.lastFirstShown(height: height)
    for _ in 0..<10 { store.send(key(.pageDown)) { $0.layouts.categoriesFirstShown = last } }
    let lines = ExplorerScreen.render(state: store.state, size: store.state.terminal.size).lines
    let area = store.state.geometry.layout.categories
    #expect(lines[area.y..<area.maxY].contains { $0.hasPrefix(" c0 █") })
    store.send(key(.pageUp)) { $0.layouts.categoriesFirstShown = last - page }
  }

  @Test func theStatusLineSaysTheirKeys() {
    let state = ExplorerState(chartSets: [Self.many])
    let lines = ExplorerScreen.render(state: state, size: state.terminal.size).lines
    #expect(lines[state.geometry.layout.status.y].hasPrefix("↑↓ scroll bars"))
  }

  @Test func eExportsTheBarsAsSVGAndECSVWritesThem() {
    var state = ExplorerState(chartSets: [Self.many])
    reduce(into: &state, action: .input(.key(.down)))
    let svgEffects = state.apply(.export(.svg))
    guard case .export(let svg)? = svgEffects.first else {
      Issue.record("no SVG export: \(svgEffects)")
      return
    }
    #expect(svg.kind == .svg)
    // Scrolled by one as on screen: c38 first, one above; the picture's 24 rows (its plot's
    // 480 pixels) hold 23 bars and the row counting the rest.
    let bars = svg.text.components(separatedBy: "<rect class=\"bar\"").dropFirst()
    #expect(bars.count == 23)
    #expect(bars.first?.contains("<title>size: 39</title>") == true)
    #expect(svg.text.contains(">+16 more · 1 above</text>"))
    #expect(svg.text.contains(">40 categories</text>"))
    let effects = state.apply(.export(.csv))
    guard case .export(let file)? = effects.first else {
      Issue.record("no CSV export: \(effects)")
      return
    }
    #expect(file.text.hasPrefix("x,size\nc0,1\n"))
  }

  @Test func aChartOverXKeepsItsKeys() {
    #expect(
      KeyBindings.command(for: .down, focus: .graph, layout: .one, categories: true)
        == .layouts(.scrollCategories(by: 1)))
    #expect(
      KeyBindings.command(for: .pageDown, focus: .graph, layout: .one)
        != .layouts(.scrollCategoriesPage(by: 1)))
  }

  @Test func theWindowsCSVNamesTheCategories() {
    var set = Self.many
    set.categories?[1] = "a, b"
    let csv = ExplorerState(chartSets: [set]).shown.windowCSV.split(separator: "\n")
    #expect(csv.prefix(3) == ["x,size", "c0,1", "\"a, b\",2"])
  }

  @Test func sortComesFromTheOptions() throws {
    var options = ExplorerOptions()
    options.sort = .name
    let state = try ExplorerState(chartSets: [Self.many], options: options)
    #expect(state.layouts.categoryOrder == .name)
    let lines = ExplorerScreen.render(state: state, size: state.terminal.size).lines
    let area = state.geometry.layout.categories
    #expect(lines[area.y].hasPrefix(" c0 █") && lines[area.y + 1].hasPrefix(" c1 █"))
    #expect(lines[area.y + 2].hasPrefix("c10 █"))
  }
}
