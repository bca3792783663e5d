import Testing

@testable import TChartCells
@testable import TChartRender

@Suite struct LinePickerViewTests {
  /// Found by the soak (`make soak`): the list shrank under its scroll (a query matching fewer
  /// lines), and drawing trapped on a range whose lower bound passed its upper bound.
  @Test func aScrollPastTheRowsDrawsTheBoxAndNoRow() {
    let row = LinePickerView.Row(
      key: "1", name: "Joined", value: "10", visible: true, mark: Theme.terminal.text)
    let view = LinePickerView(
      query: "jo", rows: [row], total: 30, selected: 0, scroll: 12, theme: .terminal)
    var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
    view.render(into: &buffer, area: buffer.area)
    #expect(buffer.text.contains("Lines 1/30"))
    #expect(!buffer.text.contains("Joined"))
  }
}

@Suite struct LinePickerViewDetailTests {
  static func row(_ name: String, _ detail: String) -> LinePickerView.Row {
    LinePickerView.Row(
      key: "1", name: name, value: "10", visible: true, mark: Theme.terminal.text, detail: detail)
  }

  /// Details make a dim column after the widest name, cut with `…` before the value, which
  /// stays whole; the box widens for them up to the area.
  @Test func detailsAreADimColumnCutBeforeTheValue() {
    let rows = [
      Self.row("a:9100", "up{instance=\"a:9100\", job=\"node\"}"),
      Self.row("bb:9100", "up{instance=\"bb:9100\", job=\"node\", zone=\"far-away-zone\"}"),
    ]
    let view = LinePickerView(
      query: "", rows: rows, total: 2, selected: 0, scroll: 0, theme: .terminal)
    var wide = ScreenBuffer(size: Size(width: 100, height: 10))
    view.render(into: &wide, area: wide.area)
    let lines = wide.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("a:9100   up{instance=\"a:9100\", job=\"node\"}") })
    #expect(lines.contains { $0.contains("zone=\"far-away-zone\"}") && $0.contains(" 10 ") })
    var narrow = ScreenBuffer(size: Size(width: 44, height: 10))
    view.render(into: &narrow, area: narrow.area)
    let cut = narrow.text.split(separator: "\n").map(String.init)
    let row = cut.first { $0.contains("bb:9100") } ?? ""
    #expect(row.contains("…") && row.contains(" 10 ") && !row.contains("far-away"))
    let y = cut.firstIndex { $0.contains("bb:9100") } ?? 0
    let x = Array(row).firstIndex(of: "u") ?? 0
    #expect(narrow[x, y].style.attributes.contains(.dim))
  }

  /// Without details the box is as before: as wide as each row's own name and value need.
  @Test func withoutDetailsTheWidthIsUnchanged() {
    let rows = [Self.row("a-much-longer-name-here", ""), Self.row("b", "")]
    let view = LinePickerView(
      query: "", rows: rows, total: 2, selected: 0, scroll: 0, theme: .terminal)
    #expect(view.frame(in: Rect(x: 0, y: 0, width: 100, height: 10)).width == 10 + 23 + 2 + 4)
  }
}
