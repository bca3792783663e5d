import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

/// The line loop `BrailleCanvas.drawLine` used before it clipped: every dot, one step at a time.
private func referenceLine(
  from start: (x: Int, y: Int), to end: (x: Int, y: Int), layer: Int, on canvas: inout BrailleCanvas
) {
  var x0 = start.x
  var y0 = start.y
  let dx = abs(end.x - x0)
  let dy = -abs(end.y - y0)
  let sx = x0 < end.x ? 1 : -1
  let sy = y0 < end.y ? 1 : -1
  var error = dx + dy
  while true {
    canvas.setDot(x: x0, y: y0, layer: layer)
    if x0 == end.x && y0 == end.y { break }
    let doubled = 2 * error
    if doubled >= dy {
      error += dy
      x0 += sx
    }
    if doubled <= dx {
      error += dx
      y0 += sy
    }
  }
}

/// Expects `drawLine` to set the reference loop's dots for one line on a canvas of `size`.
private func expectReferenceDots(
  from start: (x: Int, y: Int), to end: (x: Int, y: Int), on size: Size
) {
  var expected = BrailleCanvas(size: size)
  var got = expected
  referenceLine(from: start, to: end, layer: 1, on: &expected)
  got.drawLine(from: start, to: end, layer: 1)
  #expect(got == expected, "line \(start) → \(end) on \(size)")
}

@Suite("Bresenham line, clipped")
struct BresenhamLineTests {
  @Test("every line with ends around a small canvas sets the reference loop's dots")
  func exhaustiveAroundSmallCanvas() {
    let size = Size(width: 3, height: 2)
    let xs = -3...8
    let ys = -3...10
    let points = xs.flatMap { x in ys.map { (x: x, y: $0) } }
    for start in points {
      for end in points {
        expectReferenceDots(from: start, to: end, on: size)
      }
    }
  }

  @Test("random lines, far and near, set the reference loop's dots")
  func randomLines() {
    var random = SeededRandom(seed: 15)
    for _ in 0..<3_000 {
      let size = Size(width: random.int(1...12), height: random.int(1...6))
      let reach = random.pick([4, 40, 400, 4_000])
      func point() -> (x: Int, y: Int) {
        (
          random.int(-reach...(size.width * 2 + reach)),
          random.int(-reach...(size.height * 4 + reach))
        )
      }
      expectReferenceDots(from: point(), to: point(), on: size)
    }
  }

  @Test("the closed form gives each step's dot of the reference loop, in every octant")
  func closedFormMatchesLoop() {
    var random = SeededRandom(seed: 16)
    for _ in 0..<500 {
      let start = (x: random.int(-50...50), y: random.int(-50...50))
      let end = (x: random.int(-50...50), y: random.int(-50...50))
      let line = BresenhamLine(from: start, to: end)
      var walked: [(x: Int, y: Int)] = []
      var x0 = start.x
      var y0 = start.y
      let dx = abs(end.x - x0)
      let dy = -abs(end.y - y0)
      var error = dx + dy
      while true {
        walked.append((x0, y0))
        if x0 == end.x && y0 == end.y { break }
        let doubled = 2 * error
        if doubled >= dy {
          error += dy
          x0 += start.x < end.x ? 1 : -1
        }
        if doubled <= dx {
          error += dx
          y0 += start.y < end.y ? 1 : -1
        }
      }
      #expect(walked.count == line.stepCount + 1)
      // Entered at any step (the closed form), then walked by adding: the loop's dots.
      for entry in [0, line.stepCount / 3, line.stepCount] {
        var step = entry
        line.forEachDot(inSteps: entry...line.stepCount) { x, y in
          #expect((x, y) == walked[step], "step \(step) of \(start) → \(end)")
          step += 1
        }
        #expect(step == walked.count)
      }
    }
  }

  @Test("a segment between far-away dots visits at most one canvas of steps, same dots")
  func farSegmentIsClipped() {
    // The explorer fuzz harness's timeout: a deep zoom puts the ends a million dots away, and
    // the old loop stepped all 2,000,000 of them on every frame.
    let size = Size(width: 40, height: 10)
    let start = (x: -1_000_000, y: 999_983)
    let end = (x: 1_000_000, y: -999_971)
    let line = BresenhamLine(from: start, to: end)
    let steps = line.steps(withMajorIn: 0..<(size.width * 2))
    #expect(steps?.count == size.width * 2)
    var expected = BrailleCanvas(size: size)
    var got = expected
    referenceLine(from: start, to: end, layer: 0, on: &expected)
    got.drawLine(from: start, to: end, layer: 0)
    #expect(got == expected)
    #expect(!got.isBlank)
    #expect(line.steps(withMajorIn: 2_000_001..<2_000_002) == nil)
  }
}
