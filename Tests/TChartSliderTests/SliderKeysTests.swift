import TChartProgram
import TChartSlider
import Testing

@Suite struct SliderKeysTests {
  @Test func everyKeyOfTheTableSendsItsAction() {
    for row in SliderKeys.all {
      for key in row.commands { #expect(SliderAction.forKey(key.key) == key.command) }
    }
    #expect(SliderAction.forKey(.character("x")) == nil)
  }

  @Test func noKeyAppearsTwice() {
    let keys = SliderKeys.all.flatMap { $0.commands.map(\.key) }
    #expect(Set(keys).count == keys.count)
  }

  @Test func theHintIsMadeOfTheRowsHints() {
    #expect(SliderKeys.hint == "←/→ move · Tab switch")
    #expect(PickerProgram.hint == "←/→ move · Tab switch · Enter accept · Esc cancel")
  }
}
