import TChartCSV
import TChartCells
import TChartProgram
import TChartRender
import TChartStreams
import Testing

@testable import TChartExplorer

/// The message log (`m`): the loader's notes (the first also on the status line), skipped
/// rows and failed `--every` runs, newest last, bounded, scrolled, closed by Esc/q/m.
@Suite("Message log")
struct MessageLogTests {
  static let size = Size(width: 60, height: 12)

  func notes(_ count: Int) -> [LoadNote] {
    (0..<count).map { LoadNote(file: "data.csv", message: "note \($0 + 1)") }
  }

  func state(notes count: Int) -> ExplorerState {
    var state = Fixtures.dailyState(size: Self.size)
    reduce(into: &state, action: .input(.resize(Self.size)))
    state.notes.add(loaded: notes(count))
    return state
  }

  @Test func theNotesAreOnTheStatusLineInTurnAndEveryNoteInTheLog() {
    var store = TestStore(state(notes: 2))
    #expect(store.state.statusMessage == "1/2: note 1")
    let frame = ExplorerScreen.render(state: store.state, size: Self.size)
    #expect(frame.line(Self.size.height - 1).hasPrefix("1/2: note 1"))
    #expect(
      store.state.notes.messages.entries.map(\.line) == ["data.csv: note 1", "data.csv: note 2"])
    // Each key says the next note, then the line is free.
    store.send(.input(.key(.function(5)))) {
      $0.notes.status = "2/2: note 2"
      $0.notes.queued = []
    }
    store.send(.input(.key(.character("m")))) {
      $0.notes.status = nil
      $0.modal = .messages(MessageLogState())
    }
    store.send(.input(.key(.escape))) { $0.modal = nil }
  }

  @Test func oneNoteIsSaidAsItIs() {
    let state = state(notes: 1)
    #expect(state.notes.status == "note 1" && state.notes.queued.isEmpty)
  }

  @Test func theLogOpensOnTheNewestAndScrolls() {
    var state = state(notes: 30)
    reduce(into: &state, action: .input(.key(.character("m"))))
    let rows = MessageLogOverlay.visibleRows(in: Rect(size: Self.size))
    #expect(rows == 9)
    #expect((state.modal.messageLog?.scroll ?? 0) == 30 - rows)
    var frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.line(0).hasPrefix("╭─ Messages (30) "))
    #expect(frame.line(Self.size.height - 3).contains("data.csv: note 30"))
    #expect(frame.line(Self.size.height - 2).hasSuffix("30/30 │"))
    reduce(into: &state, action: .input(.key(.home)))
    #expect((state.modal.messageLog?.scroll ?? 0) == 0)
    frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.line(1).contains("data.csv: note 1 "))
    reduce(into: &state, action: .input(.key(.pageDown)))
    #expect((state.modal.messageLog?.scroll ?? 0) == rows - 1)
    reduce(into: &state, action: .input(.key(.up)))
    #expect((state.modal.messageLog?.scroll ?? 0) == rows - 2)
    reduce(into: &state, action: .input(.wheel(.down, at: Point(x: 5, y: 5))))
    #expect((state.modal.messageLog?.scroll ?? 0) == rows + 1)
    reduce(into: &state, action: .input(.key(.end)))
    reduce(into: &state, action: .input(.key(.down)))
    #expect((state.modal.messageLog?.scroll ?? 0) == 30 - rows)
    // Keys other than the log's do nothing while it is open: the view stays.
    let view = state.view
    reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(state.view == view && (state.modal.messageLog != nil))
    reduce(into: &state, action: .input(.key(.character("q"))))
    #expect((state.modal.messageLog == nil) && !state.ending.quitRequested)
  }

  @Test func mClosesItAndControlCQuits() {
    var state = state(notes: 1)
    reduce(into: &state, action: .input(.key(.character("m"))))
    reduce(into: &state, action: .input(.key(.character("m"))))
    #expect((state.modal.messageLog == nil))
    reduce(into: &state, action: .input(.key(.character("m"))))
    reduce(into: &state, action: .input(.press(at: Point(x: 3, y: 3))))
    #expect((state.modal.messageLog == nil))
    reduce(into: &state, action: .input(.key(.character("m"))))
    reduce(into: &state, action: .input(.key(.control("c"))))
    #expect((state.modal.messageLog == nil) && state.ending.quitRequested)
  }

  @Test func longMessagesWrapBetweenWordsUnderThemselves() {
    var state = state(notes: 0)
    state.notes.messages.add(
      .init(
        source: "stdin",
        text: "line 3: 'r' is not a number, and this message goes on past the box's width"))
    reduce(into: &state, action: .input(.key(.character("m"))))
    let frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.line(1) == "│ stdin: line 3: 'r' is not a number, and this message     │")
    #expect(frame.line(2) == "│   goes on past the box's width                           │")
  }

  @Test func anEmptyLogSaysSo() {
    var state = state(notes: 0)
    #expect(state.statusMessage != "note 1")
    reduce(into: &state, action: .input(.key(.character("m"))))
    let frame = ExplorerScreen.render(state: state, size: Self.size)
    #expect(frame.line(1).contains("No messages."))
  }

  @Test func theLogKeepsTheNewestThousand() {
    var log = MessageLog()
    for index in 1...1005 { log.add(.init(source: "s", text: "\(index)")) }
    #expect(log.entries.count == MessageLog.capacity)
    #expect(log.dropped == 5)
    #expect(log.entries.first?.text == "6")
    #expect(log.entries.last?.text == "1005")
    let overlay = MessageLogOverlay(
      lines: log.entries.map(\.line), dropped: log.dropped, theme: Theme.night)
    #expect(overlay.wrappedLines(width: 40).first == "(5 older messages dropped)")
  }

  @Test func streamSkipsFailedRunsAndRestartsAreLogged() {
    var state = ExplorerState(waitingFor: LiveStream(name: "vmstat 1 2"))
    reduce(
      into: &state,
      action: .stream(.rows(StreamBatch(skipped: 12, problem: "line 3: 'r' is not a number"))))
    reduce(into: &state, action: .stream(.notice("vmstat: exit status 1 (no such disk)")))
    #expect(state.statusMessage == "vmstat: exit status 1 (no such disk) · waiting for data…")
    reduce(
      into: &state,
      action: .stream(
        .rows(
          StreamBatch(
            layout: StreamLayout(names: ["r"], xKind: .time, xIsArrival: true), x: [1],
            columns: [[2]]))))
    reduce(into: &state, action: .stream(.notice(nil)))
    #expect(state.feed.stream?.note == nil)
    #expect(!state.feed.isWaitingForData)
    reduce(into: &state, action: .stream(.failed("stdin: Input/output error")))
    #expect(
      state.notes.messages.entries.map(\.line) == [
        "vmstat 1 2: line 3: 'r' is not a number (12 rows skipped)",
        "vmstat 1 2: vmstat: exit status 1 (no such disk)",
        "vmstat 1 2: stdin: Input/output error",
      ])
  }

  @Test func theHelpListsTheKey() {
    let rows = KeyBindings.helpSections.flatMap(\.rows)
    #expect(rows.contains(HelpRow(label: "?  m  Y", description: "help · messages · copy")))
    #expect(KeyBindings.command(for: .character("m"), focus: .graph, layout: .one) == .openMessages)
  }
}
