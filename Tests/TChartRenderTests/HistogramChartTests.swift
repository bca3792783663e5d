import TChartCells
import TChartData
import Testing

@testable import TChartRender

/// The histogram widget on its own: bars in eighth blocks, the axes' labels, the selected bin's
/// tooltip, the layout's hit test.
@Suite struct HistogramChartTests {
  /// Bins 1 wide centred on 1…4 holding 2, 8, 4, 0 values.
  static let histogram = WindowHistogram(
    bins: HistogramBins(unit: 0.5, ratio: 2, firstUnit: 1, count: 4),
    lines: [
      WindowHistogram.Line(
        line: 0, counts: [2, 8, 4, 0],
        bins: HistogramBins(unit: 0.5, ratio: 2, firstUnit: 1, count: 4),
        total: 14, mean: 2.2, median: 2.1)
    ])

  @Test func barsAxesAndTheTooltip() {
    let area = Rect(x: 0, y: 0, width: 40, height: 12)
    var buffer = ScreenBuffer(size: area.size)
    HistogramChart(
      histogram: Self.histogram, names: ["v"], styles: [.plain], theme: Theme(monochrome: true),
      selected: 1
    ).render(into: &buffer, area: area)
    let text = buffer.text
    #expect(Self.histogram.bins.edges == [0.5, 1.5, 2.5, 3.5, 4.5])
    #expect(text.contains("▾ mean 2.2"))
    #expect(text.contains("[1.5, 2.5)") && text.contains("8 · 57.1%"))
    let layout = HistogramLayout(Self.histogram, area: area)
    #expect(layout.bin(atColumn: layout.columns(ofBin: 2).lowerBound) == 2)
    #expect(layout.bin(atColumn: layout.plot.maxX) == nil)
    // Without the tooltip, the empty bin draws nothing.
    var plain = ScreenBuffer(size: area.size)
    HistogramChart(
      histogram: Self.histogram, names: ["v"], styles: [.plain], theme: Theme(monochrome: true)
    ).render(into: &plain, area: area)
    let empty = layout.columns(ofBin: 3).lowerBound
    #expect((layout.plot.y..<layout.plot.maxY).allSatisfy { plain[empty, $0].scalar == " " })
    #expect(plain.text.contains("2 ▄▄▄▄▄▄▄ ███████ ███████"))
    // Shares past 100 % are not written.
    #expect(HistogramLayout.shareLabels([0, 10, 20], total: 14) == ["0%", "71%", ""])
  }
}
