import TChartData
import Testing

@testable import TChartCells
@testable import TChartRender

/// The events' row on an X axis: marks never share a label's cells.
@Suite("EventMarksRow")
struct EventMarksRowTests {
  /// A 40-cell axis row over x 0…40 (one cell per unit) with `labels` written at their
  /// columns, then `events` drawn over it.
  func row(labels: [(Int, String)], events: [EventMark]) -> String {
    var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
    for (x, text) in labels { buffer.write(text, x: x, y: 0, style: .plain) }
    EventMarksRow(events: events, xRange: 0...40, style: .plain)
      .render(into: &buffer, area: Rect(x: 0, y: 0, width: 40, height: 1))
    return buffer.lines[0]
  }

  func column(_ x: Double) -> Int { EventMarksRow.column(of: x, xRange: 0...40, width: 40) }

  @Test func aMomentOnALabelBlanksTheLabel() {
    let at = column(3.2)
    let line = row(
      labels: [(2, "Apr 9"), (20, "Apr 23")], events: [EventMark(time: 3.2, label: "x")])
    #expect(line.contains("Apr 23") && !line.contains("9"))
    #expect(Array(line)[at] == "▲")
    // Nothing but the mark is left of Apr 23.
    #expect(line.prefix(20).filter { $0 != " " } == "▲")
  }

  @Test func aMomentOnABlankKeepsTheLabels() {
    let line = row(
      labels: [(2, "Apr 9"), (20, "Apr 23")], events: [EventMark(time: 12.5, label: "x")])
    #expect(line.contains("Apr 9") && line.contains("Apr 23") && line.contains("▲"))
  }

  @Test func aRangesLineLeavesTheBlankInsideALabel() {
    let line = row(labels: [(14, "May 7")], events: [EventMark(time: 8.2, end: 26.2, label: "r")])
    let first = column(8.2)
    let last = column(26.2)
    #expect(Array(line)[first] == "├" && Array(line)[last] == "┤")
    #expect(line.contains("─May 7─"))
  }

  @Test func aRangesEndOnALabelBlanksIt() {
    let line = row(
      labels: [(4, "Mar 5"), (30, "Mar 19")], events: [EventMark(time: 5.2, end: 16.2, label: "r")])
    #expect(!line.contains("Mar 5") && line.contains("Mar 19"))
    #expect(Array(line)[column(5.2)] == "├" && Array(line)[column(16.2)] == "┤")
  }

  @Test func aRangesEndsInsideALabelsBlankBlankTheLabel() {
    // A short range whose ends fall on the space of `Mar 5` and just after it.
    let line = row(labels: [(10, "Mar 5")], events: [EventMark(time: 13.2, end: 15.2, label: "r")])
    #expect(!line.contains("Mar"), "the label is blanked, not cut: \(line)")
    #expect(Array(line)[column(13.2)] == "├" && Array(line)[column(15.2)] == "┤")
  }
}
