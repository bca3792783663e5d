import TChartData
import TChartTesting

@testable import TChartCells
@testable import TChartRender

/// The shapes of series the decimated drawer must reproduce.
enum CaseShape: CaseIterable {
  case randomWalk, spikes, flatRuns, sawtooth, steps, noise
}

/// One drawing: a series, its x, the window, the mapping and the canvas.
struct DecimationCase: CustomStringConvertible {
  var seed: UInt64
  var shape: CaseShape
  var x: [Double]
  var values: [Double]
  var visible: Range<Int>
  var mapping: DotMapping
  var size: Size
  var layer: Int

  var description: String {
    "seed \(seed) \(shape) N=\(values.count) visible \(visible) size \(size.width)x\(size.height) "
      + "mapping x \(mapping.xLower)...\(mapping.xUpper) y \(mapping.yLower)...\(mapping.yUpper) "
      + "dots \(mapping.dotWidth)x\(mapping.dotHeight) layer \(layer)"
  }

  static func values(_ shape: CaseShape, count: Int, random: inout SeededRandom) -> [Double] {
    var values = [Double](repeating: 0, count: count)
    var level = random.unit() * 100 - 50
    let period = random.int(2...200)
    for index in 0..<count {
      switch shape {
      case .randomWalk: level += random.unit() * 2 - 1
      case .spikes: level = random.chance(0.02) ? random.unit() * 1000 - 500 : 0
      case .flatRuns: if random.chance(0.01) { level = Double(random.int(-5...5)) }
      case .sawtooth: level = Double(index % period)
      case .steps: if index % period == 0 { level += Double(random.int(-3...3)) }
      case .noise: level = random.unit()
      }
      values[index] = level
    }
    // Gaps: none, a few single ones, long stretches, or almost everything.
    switch random.int(0...5) {
    case 0: for _ in 0..<max(1, count / 50) { values[random.int(0...(count - 1))] = .nan }
    case 1:
      for _ in 0..<random.int(1...4) {
        let start = random.int(0...(count - 1))
        for index in start..<min(count, start + random.int(1...(count / 4 + 1))) {
          values[index] = .nan
        }
      }
    case 2: for index in 0..<count where random.chance(0.7) { values[index] = .nan }
    default: break
    }
    if random.chance(0.03) { values[random.int(0...(count - 1))] = .infinity }
    return values
  }

  static func xs(count: Int, random: inout SeededRandom) -> [Double] {
    let start = random.unit() * 2000 - 1000
    if random.chance(0.6) {
      let step = random.pick([1.0, 0.001, 86_400, random.unit() * 10 + 1e-9])
      return (0..<count).map { start + Double($0) * step }
    }
    // Irregular: tiny steps, bursts and long jumps.
    var x = [Double](repeating: start, count: count)
    for index in 1..<max(1, count) {
      let step =
        random.chance(0.05) ? random.unit() * 1000 : random.unit() * random.pick([1, 1e-6, 3])
      x[index] = x[index - 1] + max(step, 1e-9 * max(1, abs(x[index - 1])))
    }
    return x
  }

  static func make(seed: UInt64, count: Int) -> DecimationCase {
    var random = SeededRandom(seed: seed)
    let shape = random.pick(CaseShape.allCases)
    let values = values(shape, count: count, random: &random)
    let x = xs(count: count, random: &random)
    let narrow = random.chance(0.5) ? min(90, max(1, count / 10)) : 90
    let size =
      random.chance(0.05)
      ? Size(width: 1, height: 1) : Size(width: random.int(1...narrow), height: random.int(1...30))
    // The x window: a random part of the data, sometimes beyond it or degenerate.
    let span = max(x[count - 1] - x[0], 1)
    var xLower = x[0] + (random.unit() * 1.2 - 0.1) * span
    var xUpper =
      xLower + random.pick([random.unit() * span, random.unit() * span * 0.01, span * 2])
    if random.chance(0.03) { xUpper = xLower }
    if random.chance(0.2) {
      xLower = x[0]
      xUpper = x[count - 1]
    }
    // The index window: the samples inside the x window, or any range.
    var visible: Range<Int>
    if random.chance(0.6) {
      let low = x.firstIndex { $0 >= xLower } ?? count
      let high = x.firstIndex { $0 > xUpper } ?? count
      visible = low..<max(high, low + 1)
    } else {
      let low = random.int(-1...count)
      visible = low..<(low + random.pick([1, 2, 3, random.int(1...(count + 2))]))
    }
    if visible.lowerBound > count { visible = count..<(count + 1) }
    // The y range: the data's extent, clipped or widened, sometimes degenerate.
    let finite = values.filter { $0.isFinite }
    let low = finite.min() ?? 0
    let high = finite.max() ?? 1
    let height = max(high - low, 1e-9)
    var yLower = low + (random.unit() - 0.3) * height * random.pick([0, 0.5, 1])
    var yUpper = high - (random.unit() - 0.3) * height * random.pick([0, 0.5, 1])
    if random.chance(0.05) { (yLower, yUpper) = (yUpper, yLower) }
    if random.chance(0.03) { yUpper = yLower }
    let canvasDots = (width: size.width * 2, height: size.height * 4)
    let dotWidth = random.chance(0.9) ? canvasDots.width : random.int(0...(canvasDots.width * 2))
    let dotHeight = random.chance(0.9) ? canvasDots.height : random.int(0...(canvasDots.height * 2))
    let mapping = DotMapping(
      xLower: xLower, xUpper: xUpper, yLower: yLower, yUpper: yUpper, dotWidth: dotWidth,
      dotHeight: dotHeight)
    return DecimationCase(
      seed: seed, shape: shape, x: x, values: values, visible: visible, mapping: mapping,
      size: size, layer: random.int(0...3))
  }

  /// A canvas that already holds another layer's line, so layer ownership is compared too.
  func background() -> BrailleCanvas {
    var canvas = BrailleCanvas(size: size)
    canvas.drawLine(from: (0, 0), to: (canvas.dotWidth - 1, canvas.dotHeight - 1), layer: 2)
    return canvas
  }

  func fullResolution() -> BrailleCanvas {
    var canvas = background()
    PolylineRasterizer.drawFullResolution(
      x: Column(x), values: Column(values), visible: visible, mapping: mapping, layer: layer,
      on: &canvas)
    return canvas
  }

  func decimated(pyramid: MinMaxPyramid) -> BrailleCanvas {
    var canvas = background()
    DecimatedRasterizer.draw(
      x: Column(x), values: Column(values), pyramid: pyramid, visible: visible, mapping: mapping,
      layer: layer,
      on: &canvas)
    return canvas
  }
}
