import TChartData
import TChartRange
import Testing

@testable import TChartExplorer

/// The mouse's window actions (``WindowFeature/Action``): the gestures the root hit-tests become
/// actions of the window feature, which alone writes the view.
@Suite("Window feature: the mouse's actions")
struct WindowMouseActionTests {
  static let context = WindowFeature.Context(
    lastIndex: 145, linksIndicators: false, follows: false, showsIndicator: false)

  static func view() -> ChartViewState {
    var view = ChartViewState.whole(Fixtures.dailyState().chartSet)
    view.window.setRange(lower: 50, upper: 100)
    view.indicator = 60
    return view
  }

  @Test func draggingTheWindowKeepsItsWidthUnderThePointer() {
    var view = Self.view()
    let step = WindowFeature.reduce(
      into: &view, .dragWindow(position: 80, grabOffset: 10), Self.context)
    #expect(view.window.lower == 70 && view.window.upper == 120)
    #expect(step.delegates.isEmpty)
  }

  @Test func draggingAnEdgeMovesThatEndOnly() {
    var view = Self.view()
    _ = WindowFeature.reduce(into: &view, .dragEdge(.lower, position: 30), Self.context)
    #expect(view.window.lower == 30 && view.window.upper == 100)
  }

  @Test func aClickBesideTheWindowCentresItThere() {
    var view = Self.view()
    _ = WindowFeature.reduce(into: &view, .centreWindow(at: 30), Self.context)
    #expect(view.window.lower == 5 && view.window.upper == 55)
  }

  @Test func pointingPutsTheIndicatorThereAndShowsIt() {
    var view = Self.view()
    let step = WindowFeature.reduce(into: &view, .pointIndicator(sample: 77), Self.context)
    #expect(view.indicator == 77 && view.window.lower == 50)
    #expect(step.delegates == [.showIndicator])
  }
}
