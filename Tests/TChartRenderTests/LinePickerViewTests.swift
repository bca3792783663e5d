import Testing

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
