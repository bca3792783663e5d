import TChartCells
import TChartData
import TChartProgram
import TChartSources
import TChartStreams
import Testing

@testable import TChartExplorer

@Suite("Actions in groups")
struct ActionGroupTests {
  let at = Point(x: 3, y: 4)

  @Test func streamEventsAndQueryOutcomesAreTheirGroups() {
    let events: [StreamEvent] = [.ended, .failed("read"), .restarted("again"), .notice(nil)]
    for event in events { #expect(ExplorerAction(event) == .stream(event)) }
    let outcomes: [SourceQueryRunner.Outcome] = [
      .nearest(nil, x: 3), .totals(SourceTotals(lower: 0, upper: 1, totals: [])),
    ]
    for outcome in outcomes { #expect(ExplorerAction(outcome) == .table(outcome)) }
  }

  @Test func onlyKeysAndTheMouseAreTheUsers() {
    let user: [InputAction] = [
      .key(.left), .press(at: at), .drag(to: at), .release(at: at), InputAction.wheel(.up, at: at),
    ]
    for input in user {
      #expect(ExplorerAction.input(input).isUserInput)
      #expect(ExplorerAction.input(input).makesViewStep)
      #expect(UserInput(input) != nil)
    }
    let other: [ExplorerAction] = [
      .input(.resize(Size(width: 80, height: 24))), .input(.tick(1)), .stream(.ended),
      .table(.nearest(nil, x: 1)), .day(.missing("none")), .exportFinished("Saved"),
    ]
    for action in other {
      #expect(!action.isUserInput)
      #expect(!action.makesViewStep)
    }
    #expect(UserInput(InputAction.tick(1)) == nil)
  }

  @Test func aDayChartAndAChosenColourMakeUndoSteps() {
    #expect(ExplorerAction.day(.loaded(Fixtures.dailyState().chartSet)).makesViewStep)
    #expect(ExplorerAction.lineColorChosen(nil, line: 0).makesViewStep)
    #expect(!ExplorerAction.day(.failed("bad")).makesViewStep)
  }

  @Test func aMissingOrBadDayAndAnExportSayWhyOnTheStatusLine() {
    var state = Fixtures.dailyState()
    let answers: [(ExplorerAction, String)] = [
      (.day(.missing("No day file")), "No day file"), (.day(.failed("line 2: bad")), "line 2: bad"),
      (.exportFinished("Saved out/a.svg"), "Saved out/a.svg"),
    ]
    for (action, status) in answers {
      #expect(reduce(into: &state, action: action).isEmpty)
      #expect(state.notes.status == status)
    }
  }
}
