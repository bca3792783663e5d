import TChartCells
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

/// The help's `Layouts` section comes from the key table: the same rows send the commands, and
/// the whole help (with the section) still fits 80×24 without scrolling, in every layout.
@Suite("Layout help")
struct LayoutHelpTests {
  @Test func theLayoutsSectionIsTheKeyTablesRows() {
    let section = KeyBindings.helpSections.first { $0.title == "Layouts" }
    let rows = ([KeyBindings.layoutRow] + KeyBindings.listRows + KeyBindings.cardsRows).map {
      HelpRow(label: $0.label, description: $0.description)
    }
    // The split's arrows join the list's row.
    #expect(KeyBindings.splitRows.map(\.label) == KeyBindings.listRows.map(\.label))
    var joined = rows
    joined[1].description = "select · split: scroll"
    #expect(section?.rows == joined)
    #expect(
      KeyBindings.command(for: .down, focus: .graph, layout: .split)
        == .layouts(.scrollSplit(by: 1)))
    #expect(
      KeyBindings.command(for: .pageDown, focus: .graph, layout: .split)
        == .layouts(.scrollSplitPage(by: 1)))
    #expect(KeyBindings.command(for: .character("v"), focus: .graph) == .layouts(.next))
    #expect(KeyBindings.command(for: .enter, focus: .graph) == .day(.enter))
    #expect(
      KeyBindings.command(for: .enter, focus: .graph, layout: .list) == .layouts(.openSelected))
    #expect(
      KeyBindings.command(for: .enter, focus: .graph, layout: .cards) == .layouts(.openSelected))
    #expect(
      KeyBindings.command(for: .down, focus: .graph, layout: .list) == .layouts(.select(by: 1)))
    #expect(
      KeyBindings.command(for: .down, focus: .graph, layout: .cards) == .layouts(.moveCard(.down)))
    #expect(
      KeyBindings.command(for: .character("l"), focus: .graph, layout: .cards)
        == .window(.moveIndicator(samples: 1)))
  }

  @Test(arguments: LayoutMode.allCases)
  func theHelpFitsEightyByTwentyFour(_ mode: LayoutMode) {
    let size = Size(width: 80, height: 24)
    var state = Fixtures.dailyState(size: size)
    state.layouts.layoutMode = mode
    state.modal = .help(HelpState())
    let lines = ExplorerScreen.render(state: state, size: size).lines
    let text = lines.joined(separator: "\n")
    for row in KeyBindings.all + [KeyBindings.layoutRow] + KeyBindings.listRows
      + KeyBindings.splitRows + KeyBindings.cardsRows
    {
      #expect(text.contains(row.label), "\(row.label)")
    }
    #expect(lines.last?.contains("/ search · other keys close") == true)
    // Nothing to scroll to: a scroll key leaves the help where it is.
    #expect(
      ScrolledOverlay.Bounds.help(size: state.terminal.size, theme: state.look.renderTheme)
        .maxScroll
        == 0)
  }
}
