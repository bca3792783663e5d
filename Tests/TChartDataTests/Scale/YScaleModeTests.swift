import Testing

@testable import TChartData

@Suite("YScaleMode")
struct YScaleModeTests {
  @Test("y cycles window → span → zero → log → window; the default says nothing in the title")
  func cycle() {
    #expect(YScaleMode.window.next == .span)
    #expect(YScaleMode.span.next == .zero)
    #expect(YScaleMode.zero.next == .log)
    #expect(YScaleMode.log.next == .window)
    #expect(YScaleMode.window.titleText == nil)
    #expect(YScaleMode.log.titleText == "y: log")
  }

  @Test("the range each mode shows")
  func ranges() {
    let window = 5.0...9.0
    let span = 1.0...20.0
    #expect(YScaleMode.window.range(window: window, span: span) == window)
    #expect(YScaleMode.span.range(window: window, span: span) == span)
    #expect(YScaleMode.zero.range(window: window, span: span) == 0...9)
    #expect(YScaleMode.zero.range(window: -4...(-2), span: span) == -4...0)
    #expect(YScaleMode.span.range(window: window, span: nil) == window)
    #expect(YScaleMode.zero.range(window: nil, span: span) == nil)
  }
}
