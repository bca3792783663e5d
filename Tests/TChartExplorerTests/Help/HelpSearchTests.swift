import TChartCells
import TChartProgram
import Testing

@testable import TChartExplorer

/// `?` then `/`: the help searched as it is typed; `Enter` keeps the search, `Esc` drops it,
/// another key closes the help.
@Suite("Help search")
struct HelpSearchTests {
  static let size = Size(width: 80, height: 24)

  static func helpOpen() -> ExplorerState {
    var state = Fixtures.dailyState(size: size)
    reduce(into: &state, action: .input(.key(.character("?"))))
    return state
  }

  static func keys(_ keys: [Key], on state: inout ExplorerState) {
    for key in keys { reduce(into: &state, action: .input(.key(key))) }
  }

  @Test func typingShowsOnlyTheRowsThatHoldIt() {
    var state = Self.helpOpen()
    Self.keys([.character("/")] + "zoom".map { .character($0) }, on: &state)
    guard let help = state.modal.help else {
      Issue.record("the help closed")
      return
    }
    #expect(help.query == "zoom" && help.typing)
    let rows = help.sections.flatMap(\.rows)
    #expect(!rows.isEmpty && rows.count < KeyBindings.helpSections.flatMap(\.rows).count)
    #expect(rows.allSatisfy { ($0.label + $0.description).lowercased().contains("zoom") })
    let frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.text.contains("/zoom▏ · Enter keep · Esc all"))
    #expect(!frame.text.contains("Undo"))
  }

  @Test func keysTypedInTheSearchDoNotCloseOrQuit() {
    var state = Self.helpOpen()
    Self.keys([.character("/"), .character("q"), .escape], on: &state)
    #expect(state.modal.help == HelpState() && !state.ending.quitRequested)
  }

  @Test func enterKeepsTheSearchEscDropsItThenKeysClose() {
    var state = Self.helpOpen()
    Self.keys([.character("/"), .character("u"), .character("n"), .enter], on: &state)
    #expect(state.modal.help == HelpState(query: "un", typing: false))
    Self.keys([.escape], on: &state)
    #expect(state.modal.help == HelpState())
    Self.keys([.character("x")], on: &state)
    #expect(state.modal.help == nil && !state.ending.quitRequested)
  }

  @Test func aSearchNothingHoldsSaysSo() {
    var state = Self.helpOpen()
    Self.keys([.character("/")] + "qqqzz".map { .character($0) }, on: &state)
    #expect(state.modal.help?.sections.map(\.title) == ["No key or word holds “qqqzz”"])
    let frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.text.contains("qqqzz"))
  }
}
