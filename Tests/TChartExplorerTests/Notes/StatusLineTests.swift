import Foundation
import Testing

@testable import TChartExplorer

/// The status line as a feature (``Notes/Action``): what it says, and that nothing else writes it.
@Suite("Status line")
struct StatusLineTests {
  @Test func sayReplacesAddAppendsAndClearEmpties() {
    var notes = Notes()
    notes.send(.add("dropped A/B"))
    #expect(notes.status == "dropped A/B")
    notes.send(.say("session restored"))
    notes.send(.add("dropped A/B"))
    #expect(notes.status == "session restored; dropped A/B")
    notes.send(.clear)
    #expect(notes.status == nil)
  }

  @Test func notesAreSaidInTurnAfterWhatTheLineSays() {
    var notes = Notes()
    notes.send(.say("session restored"))
    notes.send(.sayInTurn(["rows sorted", "2 rows skipped"]))
    #expect(notes.status == "session restored")
    notes.send(.clear)
    #expect(notes.status == "1/2: rows sorted")
    notes.send(.clear)
    #expect(notes.status == "2/2: 2 rows skipped")
    notes.send(.clear)
    #expect(notes.status == nil)
  }

  @Test func aKeyClearsWhatAFeatureSaid() {
    var state = Fixtures.dailyState()
    reduce(into: &state, action: .input(.key(.character("n"))))
    #expect(state.notes.status?.hasPrefix("Theme: ") == true)
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.notes.status == nil)
  }

  /// The sources outside the notes feature say things through ``Notes/send(_:)``: no other
  /// file assigns the status line.
  @Test func onlyTheNotesFeatureWritesTheStatusLine() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    let writes = try files.filter { path in
      guard !path.hasPrefix("TChartExplorer/Features/Notes/") else { return false }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return text.range(of: #"notes\.status\s*=[^=]"#, options: .regularExpression) != nil
    }
    #expect(writes == [])
  }
}
