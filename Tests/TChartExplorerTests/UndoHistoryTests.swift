import Testing

@testable import TChartExplorer

@Suite("UndoHistory")
struct UndoHistoryTests {
  @Test("undo returns the view before each step, redo the one after, with their labels")
  func undoRedo() {
    var history = UndoHistory<Int, String>()
    history.record(1, label: "hide line 1", gesture: "toggle", at: 0)
    history.record(2, label: "zoom in", gesture: "zoom", at: 1)
    let first = history.undo(from: 3)
    #expect(first?.snapshot == 2 && first?.label == "zoom in")
    let second = history.undo(from: 2)
    #expect(second?.snapshot == 1 && second?.label == "hide line 1")
    #expect(history.undo(from: 1) == nil)
    let redone = history.redo(from: 1)
    #expect(redone?.snapshot == 2 && redone?.label == "hide line 1")
    #expect(history.redo(from: 2)?.snapshot == 3)
    #expect(history.redo(from: 3) == nil)
  }

  @Test("a burst of one gesture is one step; another gesture or a pause starts a new one")
  func bursts() {
    var history = UndoHistory<Int, String>()
    history.record(0, label: "pan", gesture: "pan", at: 0)
    history.record(1, label: "pan", gesture: "pan", at: 0.3)
    history.record(2, label: "pan", gesture: "pan", at: 0.6)
    #expect(history.past.count == 1)
    history.record(3, label: "pan", gesture: "pan", at: 1.2)
    history.record(4, label: "zoom", gesture: "zoom", at: 1.3)
    #expect(history.past.map(\.snapshot) == [0, 3, 4])
  }

  @Test("a new step forgets what could be redone; the oldest steps go past the limit")
  func limits() {
    var history = UndoHistory<Int, String>(limit: 3)
    for step in 0..<5 { history.record(step, label: "\(step)", gesture: "\(step)", at: 0) }
    #expect(history.past.map(\.snapshot) == [2, 3, 4])
    _ = history.undo(from: 5)
    #expect(history.future.count == 1)
    history.record(9, label: "other", gesture: "other", at: 10)
    #expect(history.future.isEmpty)
  }

  @Test("a step that would change nothing (a burst back to where it began) is skipped")
  func noOpSteps() {
    var history = UndoHistory<Int, String>()
    history.record(1, label: "show line 2", gesture: "key 2", at: 0)
    history.record(5, label: "hide line 2", gesture: "key 1", at: 1)
    history.record(6, label: "show line 1", gesture: "key 1", at: 1.2)
    // The view is back at 5, where the last step began: undo goes to 1 at once.
    let undone = history.undo(from: 5)
    #expect(undone?.snapshot == 1 && undone?.label == "show line 2")
    #expect(history.undo(from: 1) == nil)
  }

  @Test("a step redone is never joined by the next record of its gesture")
  func redoneNotJoined() {
    var history = UndoHistory<Int, String>()
    history.record(0, label: "pan", gesture: "pan", at: 0)
    _ = history.undo(from: 1)
    _ = history.redo(from: 0)
    history.record(1, label: "pan", gesture: "pan", at: 0.1)
    #expect(history.past.count == 2)
  }
}
