import Testing

@testable import TChartCells
@testable import TChartRender

/// The tooltip's detail row (a Prometheus series' labels): dim and last, cut with `…` to the
/// box's cap, kept when the rows give way to `+N more`, left out when the box has no row for it.
@Suite("Tooltip detail")
struct TooltipDetailTests {
  static let detail = "up{instance=\"a:9100\", job=\"node\", zone=\"far-away\"}"

  func tooltip(rows count: Int) -> Tooltip {
    var tooltip = Tooltip(
      title: "Sat, Mar 3 2018",
      rows: (0..<count).map { Tooltip.Row(mark: .plain, name: "line \($0)", value: "\($0)") },
      anchor: 2, theme: .terminal)
    tooltip.detail = Self.detail
    return tooltip
  }

  func render(_ tooltip: Tooltip, _ size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    tooltip.render(into: &buffer, area: buffer.area)
    return buffer
  }

  func rows(_ buffer: ScreenBuffer) -> [String] {
    buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theDetailIsTheLastRowDimAndCutToTheCap() {
    let buffer = render(tooltip(rows: 2), Size(width: 90, height: 20))
    let lines = rows(buffer)
    // Title, two rows, the detail: cut to the cap (a third of 90 columns), `…` at its end.
    #expect(lines[2].contains("● line 0"))
    #expect(lines[3].contains("● line 1"))
    #expect(lines[4].contains("│ up{instance=\"a:9100\", job=\"no…"))
    #expect(lines[5].contains("╰"))
    let x = Array(lines[4]).firstIndex(of: "u") ?? 0
    #expect(buffer[x, 4].style.attributes.contains(.dim))
    #expect(!buffer[x, 2].style.attributes.contains(.dim))
  }

  @Test func theDetailKeepsItsRowWhenRowsGiveWay() {
    let lines = rows(render(tooltip(rows: 30), Size(width: 150, height: 20)))
    // Half of 20 rows: borders and title, five line rows, `+25 more`, the detail whole.
    #expect(lines[7].contains("+25 more"))
    #expect(lines[8].contains(Self.detail))
  }

  @Test func noRowForTheDetailLeavesItOut() {
    let lines = rows(render(tooltip(rows: 30), Size(width: 150, height: 12)))
    #expect(!lines.joined().contains("up{"))
    #expect(lines.joined().contains("more"))
    var plain = tooltip(rows: 2)
    plain.detail = nil
    let without = rows(render(plain, Size(width: 90, height: 20)))
    #expect(without[4].contains("╰"))
  }
}
