import Testing

@testable import TChartData

@Suite("YScaleMode")
struct YScaleModeTests {
  @Test(
    "y cycles window → span → zero → log → index → shape → window; the default says nothing in the title"
  )
  func cycle() {
    #expect(YScaleMode.window.next == .span)
    #expect(YScaleMode.span.next == .zero)
    #expect(YScaleMode.zero.next == .log)
    #expect(YScaleMode.log.next == .index)
    #expect(YScaleMode.index.next == .shape)
    #expect(YScaleMode.shape.next == .window)
    #expect(YScaleMode.window.titleText == nil)
    #expect(YScaleMode.log.titleText == "y: log")
    #expect(YScaleMode.index.titleText == "y: index")
    #expect(YScaleMode.shape.titleText == "y: shape")
  }

  @Test("index and shape scale each line; only window, span and zero read values on the axis")
  func spaces() {
    #expect(YScaleMode.allCases.filter(\.scalesEachLine) == [.index, .shape])
    #expect(YScaleMode.allCases.filter(\.axisReadsValues) == [.window, .span, .zero])
    #expect(YScaleMode(rawValue: "index") == .index)
    #expect(YScaleMode(rawValue: "shape") == .shape)
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
