import TChartCSV
import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The columns sheet (`C`): each key's change, asserted whole with the ``TestStore``.
@Suite struct ColumnsSheetTests {
  private func key(_ character: Character) -> ExplorerAction { .input(.key(.character(character))) }

  private func opened(_ text: String = ColumnsFixtures.dates) throws -> TestStore {
    var store = TestStore(try ColumnsFixtures.state(text))
    let sheet = ColumnsSheet(reading: store.state.feed.reading!, chart: 0)
    store.send(key("C")) { $0.modal = .columns(sheet) }
    return store
  }

  @Test func cOpensTheSheetOnTheXColumn() throws {
    let store = try opened()
    let sheet = try #require(store.state.modal.columnsSheet)
    #expect(sheet.columns.map(\.name) == ["created", "updated", "value"])
    #expect(sheet.selected == 0)
    #expect(sheet.xIndex == 0)
    #expect(sheet.choice == ColumnChoice())
  }

  @Test func downXMakesTheSelectedColumnX() throws {
    var store = try opened()
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 1 }
    store.send(key("x")) { $0.modal.columnsSheet?.choice.x = "updated" }
    let sheet = try #require(store.state.modal.columnsSheet)
    #expect(sheet.role(of: 1) == ("x", true))
    #expect(sheet.role(of: 0) == ("hidden", true))
    #expect(sheet.choice.commandLine(file: "data.csv") == "tchart data.csv --x updated")
  }

  @Test func enterAsksForTheFileReadAgainWithTheChoice() throws {
    var store = try opened()
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 1 }
    store.send(key("x")) { $0.modal.columnsSheet?.choice.x = "updated" }
    let choice = ColumnChoice(x: "updated")
    store.send(.input(.key(.enter)), effects: [.reread(choice)]) {
      $0.modal = nil
      $0.feed.reading?.wanted = choice
      $0.feed.reading?.progress = LoadProgress(bytesParsed: 0, totalBytes: nil, seconds: 0)
    }
    #expect(store.state.feed.titleText == "reading again…")
  }

  @Test func escLeavesWithoutChange() throws {
    var store = try opened()
    store.send(key("x")) { $0.modal.columnsSheet?.choice.x = "created" }
    store.send(.input(.key(.escape))) { $0.modal = nil }
    #expect(store.state.feed.reading?.wanted == ColumnChoice())
  }

  @Test func spaceHidesALineAndDrawsItAgain() throws {
    var store = try opened()
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 1 }
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 2 }
    store.send(key(" ")) {
      $0.modal.columnsSheet?.choice.lines = []
      $0.modal.columnsSheet?.message = "no line left to draw: Space draws one again"
    }
    store.send(key(" ")) {
      $0.modal.columnsSheet?.choice.lines = nil
      $0.modal.columnsSheet?.message = nil
    }
  }

  @Test func spaceOnATimeColumnSaysWhyNot() throws {
    var store = try opened()
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 1 }
    store.send(key(" ")) {
      $0.modal.columnsSheet?.message =
        "'updated' holds times: it cannot be drawn (x: make it x)"
    }
  }

  @Test func sAddsToTheSeriesKeyAndTakesOut() throws {
    var store = try opened()
    store.send(.input(.key(.down))) { $0.modal.columnsSheet?.selected = 1 }
    store.send(key("s")) { $0.modal.columnsSheet?.choice.series = ["updated"] }
    let sheet = try #require(store.state.modal.columnsSheet)
    #expect(sheet.role(of: 1) == ("series key", true))
    store.send(key("s")) { $0.modal.columnsSheet?.choice.series = [] }
  }

  @Test func aMonthColumnIsXAtOnce() throws {
    let sheet = try #require(try opened(ColumnsFixtures.months).state.modal.columnsSheet)
    #expect(sheet.xIndex == 1 && sheet.selected == 1)
    #expect(sheet.forms[1] == [.auto, .date("%Y %b")])
  }

  @Test func fCyclesTheFormsOfTheXColumn() throws {
    var store = try opened(ColumnsFixtures.compactDays)
    let sheet = try #require(store.state.modal.columnsSheet)
    #expect(sheet.selected == 1)
    let wanted = try #require(sheet.forms[1].firstIndex(of: .date("%y%m%d")))
    #expect(ReadingForm.date("%y%m%d").shown("850101") == "Tue, Jan 1 1985")
    for index in 1...wanted {
      store.send(key("f")) {
        $0.modal.columnsSheet?.formIndex[1] = index
        $0.modal.columnsSheet?.choice.form = sheet.forms[1][index]
      }
    }
    store.send(key("x")) { $0.modal.columnsSheet?.choice.x = "Day" }
    #expect(
      store.state.modal.columnsSheet?.choice.commandLine(file: "data.csv")
        == "tchart data.csv --x Day --date-format '%y%m%d'")
  }

  @Test func yCopiesTheCommandLine() throws {
    var store = try opened()
    store.send(key("x")) { $0.modal.columnsSheet?.choice.x = "created" }
    store.send(key("Y")) {
      $0.notes.status = "This terminal takes no copy (OSC 52): tchart data.csv --x created"
    }
    var copying = try ColumnsFixtures.state(ColumnsFixtures.dates)
    copying.terminal.takesCopies = true
    _ = reduce(into: &copying, action: key("C"))
    let effects = reduce(into: &copying, action: key("Y"))
    #expect(effects == [.copy("tchart data.csv")])
    #expect(copying.notes.status == "Copied tchart data.csv")
    #expect(copying.modal.columnsSheet != nil)
  }
}
