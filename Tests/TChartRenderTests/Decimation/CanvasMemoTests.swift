import TChartData
import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("Canvas memo and M4 fast paths")
struct CanvasMemoTests {
  func lines(count: Int, seed: UInt64) -> [Series] {
    var random = SeededRandom(seed: seed)
    return (0..<3).map { line in
      Series(
        id: "y\(line)", name: "y\(line)", color: RGBColor(red: 1, green: 2, blue: 3),
        values: DecimationCase.values(
          random.pick(CaseShape.allCases), count: count, random: &random))
    }
  }

  func unmemoised(
    x: [Double], lines: [Series], visible: Range<Int>, mapping: DotMapping, size: Size
  ) -> BrailleCanvas {
    var canvas = BrailleCanvas(size: size)
    SeriesRasterizer.drawLines(
      x: Column(x), lines: lines, hidden: [], visible: visible, mapping: mapping, on: &canvas)
    return canvas
  }

  @Test("a repeated drawing equals a fresh one, and a changed line is drawn anew, not remembered")
  func memoIsNeverStale() {
    let count = 20_000
    let caches = RenderCaches()
    let x = (0..<count).map(Double.init)
    var lines = lines(count: count, seed: 7)
    let size = Size(width: 30, height: 6)
    let mapping = DotMapping(
      xLower: 0, xUpper: Double(count - 1), yLower: -50, yUpper: 50, dotWidth: 60, dotHeight: 24)
    for _ in 0..<2 {
      var canvas = BrailleCanvas(size: size)
      SeriesRasterizer.draw(
        x: Column(x), lines: lines, visible: 0..<count, mapping: mapping, caches: caches,
        on: &canvas)
      #expect(
        canvas == unmemoised(x: x, lines: lines, visible: 0..<count, mapping: mapping, size: size))
    }
    lines[1].values[10_000] = 49  // a spike: a new dot column span
    var changed = BrailleCanvas(size: size)
    SeriesRasterizer.draw(
      x: Column(x), lines: lines, visible: 0..<count, mapping: mapping, caches: caches,
      on: &changed)
    let fresh = unmemoised(x: x, lines: lines, visible: 0..<count, mapping: mapping, size: size)
    #expect(changed == fresh)
    #expect(changed.isSet(x: 30, y: 0))
  }

  @Test("a canvas that already has dots keeps them: the memo only replaces blank canvases")
  func memoKeepsExistingDots() {
    let count = 5_000
    let caches = RenderCaches()
    let x = (0..<count).map(Double.init)
    let lines = lines(count: count, seed: 9)
    let size = Size(width: 20, height: 4)
    let mapping = DotMapping(
      xLower: 0, xUpper: Double(count - 1), yLower: -1e9, yUpper: -1e9 + 1, dotWidth: 40,
      dotHeight: 16)
    var blank = BrailleCanvas(size: size)
    #expect(blank.isBlank)
    SeriesRasterizer.draw(
      x: Column(x), lines: lines, visible: 0..<count, mapping: mapping, caches: caches,
      on: &blank)
    var marked = BrailleCanvas(size: size)
    marked.setDot(x: 0, y: 0, layer: 5)
    #expect(!marked.isBlank)
    SeriesRasterizer.draw(
      x: Column(x), lines: lines, visible: 0..<count, mapping: mapping, caches: caches,
      on: &marked)
    #expect(marked.isSet(x: 0, y: 0))
    #expect(marked.owner(column: 0, row: 0) == 5)
  }

  @Test("DotRowMapper gives exactly DotMapping.dotY, halves and far values included")
  func rowMapperIsExact() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      let lower = (random.unit() - 0.5) * pow10(random.int(-3...9))
      let span = random.unit() * pow10(random.int(-6...9))
      let height = random.pick([0, 1, 2, 4, 24, 240, 1_000])
      let mapping = DotMapping(
        xLower: 0, xUpper: 1, yLower: lower, yUpper: lower + span, dotWidth: 2,
        dotHeight: height)
      let fast = DotRowMapper(mapping)
      let step = span / Double(max(1, height - 1))
      for _ in 0..<50 {
        let k = Double(random.int(-20...(height + 20)))
        let y = random.pick([
          lower + (k + 0.5) * step, lower + k * step, lower + random.unit() * span,
          lower + (k + 0.5) * step * (1 + 1e-15), .nan, .infinity, -.infinity, 1e300, -1e300,
        ])
        #expect(fast(y) == mapping.dotY(y), "\(mapping) y=\(y)")
      }
    }
  }

  func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  @Test("braille bits by arithmetic equal the dot table")
  func bitsByArithmetic() {
    for column in 0...1 {
      for first in 0...3 {
        #expect(
          BrailleCanvas.bit(row: first, column: column) == BrailleCanvas.dotBits[first][column])
        for last in first...3 {
          let expected = (first...last).reduce(UInt8(0)) { $0 | BrailleCanvas.dotBits[$1][column] }
          #expect(BrailleCanvas.bits(rows: first, through: last, column: column) == expected)
        }
      }
    }
  }
}
