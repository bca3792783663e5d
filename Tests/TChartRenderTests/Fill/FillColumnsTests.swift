import TChartData
import TChartTesting
import Testing

@testable import TChartRender

@Suite("FillMode and FillColumns")
struct FillColumnsTests {
  func chart(_ kinds: [SeriesKind], flags: ChartFlags = []) -> ChartSet {
    var chart = Fixtures.numbers(kinds.map { _ in [1, 2] })
    for index in kinds.indices { chart.lines[index].kind = kinds[index] }
    chart.flags = flags
    return chart
  }

  @Test("the fill mode follows the series kinds and the stacked / percentage flags")
  func modeFromChartSet() {
    #expect(FillMode(chartSet: chart([.line, .line])) == nil)
    #expect(FillMode(chartSet: chart([.bar])) == .bars)
    #expect(FillMode(chartSet: chart([.bar, .bar], flags: .stacked)) == .stackedBars)
    #expect(FillMode(chartSet: chart([.area])) == .areas)
    #expect(FillMode(chartSet: chart([.area, .area], flags: .stacked)) == .stackedAreas)
    #expect(FillMode(chartSet: chart([.area, .area], flags: .percentage)) == .percentage)
    #expect(
      FillMode(chartSet: chart([.area, .area], flags: [.stacked, .percentage])) == .percentage)
    #expect(FillMode(chartSet: chart([.line, .bar], flags: .percentage)) == .bars)
    #expect(FillMode.stackedAreas.isStacked && !FillMode.areas.isStacked)
    #expect(FillMode.stackedBars.isBars && !FillMode.percentage.isBars)
  }

  @Test("n ≤ W: every sample gets ⌊W/n⌋ or ⌈W/n⌉ adjacent columns, in order")
  func fewSamples() {
    let mapping = FillColumns(window: 10...12, width: 8)
    #expect(!mapping.isDecimated)
    #expect(mapping.columns(ofSample: 10) == 0..<2)
    #expect(mapping.columns(ofSample: 11) == 2..<5)
    #expect(mapping.columns(ofSample: 12) == 5..<8)
    #expect((0..<8).map { mapping.sample(atColumn: $0) } == [10, 10, 11, 11, 11, 12, 12, 12])
    #expect(mapping.samples(ofColumn: 3) == 11..<12)
    #expect(mapping.columns(ofSample: 9).isEmpty && mapping.columns(ofSample: 13).isEmpty)
    #expect(mapping.sample(atColumn: -1) == nil && mapping.sample(atColumn: 8) == nil)
  }

  @Test("n > W: every column covers ⌊n/W⌋ or ⌈n/W⌉ samples and shows their middle one")
  func manySamples() {
    let mapping = FillColumns(window: 0...9, width: 4)
    #expect(mapping.isDecimated)
    #expect((0..<4).map { mapping.samples(ofColumn: $0) } == [0..<2, 2..<5, 5..<7, 7..<10])
    #expect((0..<4).map { mapping.sample(atColumn: $0) } == [0, 3, 5, 8])
    #expect(
      (0...9).map { mapping.columns(ofSample: $0).lowerBound } == [0, 0, 1, 1, 1, 2, 2, 3, 3, 3])
  }

  @Test("no columns: nothing maps either way")
  func zeroWidth() {
    let mapping = FillColumns(window: 0...5, width: -3)
    #expect(mapping.width == 0)
    #expect(mapping.columns(ofSample: 2).isEmpty)
    #expect(mapping.sample(atColumn: 0) == nil)
  }

  @Test("both directions agree and tile the columns and samples, over random windows")
  func directionsAgree() {
    var random = SeededRandom(seed: 9)
    for _ in 0..<400 {
      let lower = random.int(-5...1000)
      let window = lower...(lower + random.int(0...300))
      let width = random.int(1...160)
      let mapping = FillColumns(window: window, width: width)
      var covered: [Int] = []
      for sample in window {
        let columns = mapping.columns(ofSample: sample)
        #expect(!columns.isEmpty, "sample \(sample) of \(window) on \(width)")
        #expect(columns.lowerBound == (covered.last.map { $0 + 1 } ?? 0) || mapping.isDecimated)
        for column in columns where covered.last != column { covered.append(column) }
        if !mapping.isDecimated {
          #expect(
            columns.count == width / window.count || columns.count == width / window.count + 1)
        }
      }
      #expect(covered == Array(0..<width), "every column mapped: \(window) on \(width)")
      for column in 0..<width {
        let samples = mapping.samples(ofColumn: column)
        guard let sample = mapping.sample(atColumn: column) else {
          Issue.record("column \(column) without a sample")
          continue
        }
        #expect(samples.contains(sample))
        #expect(mapping.columns(ofSample: sample).contains(column))
        for other in samples { #expect(mapping.columns(ofSample: other).contains(column)) }
        if mapping.isDecimated {
          let n = window.count
          #expect(samples.count == n / width || samples.count == n / width + 1)
        }
      }
    }
  }
}
