import TChartData
import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("DecimatedRasterizer")
struct DecimatedRasterizerTests {
  /// Runs `cases` and expects every decimated canvas to equal the full-resolution one; stops
  /// reporting after a few failures. At least an eighth of the cases must draw several samples
  /// per dot column, so that decimation is really exercised.
  func expectExact(seeds: Range<UInt64>, count: (inout SeededRandom) -> Int) {
    var failures = 0
    var dense = 0
    var sizes = SeededRandom(seed: seeds.lowerBound &* 31)
    for seed in seeds where failures < 3 {
      let testCase = DecimationCase.make(seed: seed, count: count(&sizes))
      let expected = testCase.fullResolution()
      let got = testCase.decimated(pyramid: MinMaxPyramid(testCase.values))
      if got != expected { failures += 1 }
      let drawn = expected != testCase.background()
      if drawn && testCase.visible.count > 2 * max(1, testCase.mapping.dotWidth) { dense += 1 }
      #expect(
        got == expected,
        "\(testCase)\nfull resolution:\n\(expected.text)\ndecimated:\n\(got.text)")
    }
    #expect(
      dense * 8 >= seeds.count || seeds.count < 10, "only \(dense) dense cases of \(seeds.count)")
  }

  @Test("dot for dot over 4000 small random cases")
  func smallCases() {
    expectExact(seeds: 1..<4001) { random in
      random.pick([
        1, 2, 3, random.int(1...64), random.int(64...400), random.int(64...400),
        random.int(64...400),
      ])
    }
  }

  @Test("dot for dot over 200 cases of up to 50 000 samples")
  func mediumCases() {
    expectExact(seeds: 10_001..<10_201) { random in random.int(400...50_000) }
  }

  @Test("dot for dot with a million samples")
  func largeCases() {
    expectExact(seeds: 20_001..<20_004) { _ in 1_000_000 }
  }

  @Test("a one-sample spike inside a dense column is drawn, as in full resolution")
  func spike() {
    var values = [Double](repeating: 0, count: 10_000)
    values[5_001] = 100
    let x = (0..<10_000).map(Double.init)
    let mapping = DotMapping(
      xLower: 0, xUpper: 9_999, yLower: 0, yUpper: 100, dotWidth: 20, dotHeight: 16)
    var full = BrailleCanvas(size: Size(width: 10, height: 4))
    var decimated = full
    PolylineRasterizer.drawFullResolution(
      x: Column(x), values: Column(values), visible: 0..<10_000, mapping: mapping, layer: 0,
      on: &full)
    DecimatedRasterizer.draw(
      x: Column(x), values: Column(values), pyramid: MinMaxPyramid(values), visible: 0..<10_000,
      mapping: mapping, layer: 0, on: &decimated)
    #expect(decimated == full)
    #expect(decimated.isSet(x: 10, y: 0))
    #expect(
      decimated.text == """
        ⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀
        ⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀
        ⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀
        ⣀⣀⣀⣀⣀⣇⣀⣀⣀⣀
        """)
  }

  @Test("SeriesRasterizer gives the same dots on both of its paths")
  func seriesEntry() {
    for (count, seed) in [(50, UInt64(3)), (100_000, 4)] {
      let testCase = DecimationCase.make(seed: seed, count: count)
      let series = Series(
        id: "y0", name: "y0", color: RGBColor(red: 1, green: 2, blue: 3), values: testCase.values)
      var canvas = testCase.background()
      SeriesRasterizer.draw(
        x: Column(testCase.x), series: series, visible: testCase.visible, mapping: testCase.mapping,
        layer: testCase.layer, on: &canvas)
      #expect(canvas == testCase.fullResolution(), "\(testCase)")
    }
  }

  @Test("all lines of a chart through one shared column plan equal each line at full resolution")
  func sharedPlan() {
    for seed in UInt64(30_001)..<30_041 {
      let base = DecimationCase.make(seed: seed, count: seed % 2 == 0 ? 5_000 : 300)
      var random = SeededRandom(seed: seed)
      let lines = (0..<4).map { line in
        Series(
          id: "y\(line)", name: "y\(line)", color: RGBColor(red: 1, green: 2, blue: 3),
          values: DecimationCase.values(
            random.pick(CaseShape.allCases), count: base.values.count, random: &random))
      }
      let hidden: Set<Int> = random.chance(0.5) ? [random.int(0...3)] : []
      var expected = base.background()
      for (layer, line) in lines.enumerated() where !hidden.contains(layer) {
        PolylineRasterizer.drawFullResolution(
          x: Column(base.x), values: line.values, visible: base.visible, mapping: base.mapping,
          layer: layer, on: &expected)
      }
      var got = base.background()
      SeriesRasterizer.draw(
        x: Column(base.x), lines: lines, hidden: hidden, visible: base.visible,
        mapping: base.mapping,
        caches: RenderCaches(), on: &got)
      #expect(got == expected, "\(base)")
    }
  }
}
