import TChartTesting
import Testing

@testable import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("DerivedLineComputer")
struct DerivedLineComputerTests {
  /// Gaps equal gaps; numbers agree to a relative 1e-9.
  func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        (x.isNaN && y.isNaN) || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
      }
  }

  /// A random counter (rising, with resets and gaps) over increasing x with repeats.
  func randomSeries(_ random: inout SeededRandom, count: Int) -> (
    x: [Double], a: [Double], b: [Double]
  ) {
    var x: [Double] = []
    var a: [Double] = []
    var b: [Double] = []
    var t = random.unit() * 1000
    var counter = random.unit() * 100
    for _ in 0..<count {
      if !random.chance(0.05) { t += (random.unit() * 120).rounded() }
      counter = random.chance(0.05) ? random.unit() * 10 : counter + random.unit() * 50
      x.append(t)
      a.append(random.chance(0.1) ? .nan : counter)
      b.append(random.chance(0.1) ? .nan : (random.chance(0.1) ? 0 : random.signedUnit() * 100))
    }
    return (x, a, b)
  }

  /// The definitions, sample by sample, quadratic where a window is scanned.
  func bruteForce(_ transform: LineTransform, x: [Double], a: [Double], b: [Double]) -> [Double] {
    a.indices.map { i in
      let previous = (0..<i).last { !a[$0].isNaN }
      switch transform {
      case .rate, .deriv, .diff:
        guard !a[i].isNaN, let p = previous else { return .nan }
        if case .diff = transform { return a[i] - a[p] }
        guard x[i] > x[p] else { return .nan }
        if case .rate = transform, a[i] < a[p] { return a[i] >= 0 ? a[i] / (x[i] - x[p]) : .nan }
        return (a[i] - a[p]) / (x[i] - x[p])
      case .cumsum:
        return a[i].isNaN ? .nan : a[0...i].filter { !$0.isNaN }.reduce(0, +)
      case .movingAverage(let window):
        guard !a[i].isNaN else { return .nan }
        let members: [Double]
        switch window {
        case .samples(let n): members = Array(a[max(0, i - n + 1)...i])
        case .span(let span):
          members = a.indices.filter { $0 <= i && x[$0] > x[i] - span }.map { a[$0] }
        }
        let valid = members.filter { !$0.isNaN }
        return valid.reduce(0, +) / Double(valid.count)
      case .log: return a[i] > 0 ? log10(a[i]) : .nan
      case .ratio: return a[i].isNaN || b[i].isNaN || b[i] == 0 ? .nan : a[i] / b[i]
      case .difference: return a[i] - b[i]
      }
    }
  }

  static let transforms: [LineTransform] = [
    .rate, .deriv, .diff, .cumsum, .movingAverage(.samples(1)), .movingAverage(.samples(7)),
    .movingAverage(.span(300)), .movingAverage(.span(0.5)), .log, .ratio, .difference,
  ]

  @Test("random series with gaps, resets and repeated x: every transform equals brute force")
  func properties() {
    var random = SeededRandom(seed: 27)
    for _ in 0..<60 {
      let (x, a, b) = randomSeries(&random, count: random.int(0...400))
      for transform in Self.transforms {
        let inputs = transform.arity == 2 ? [a, b] : [a]
        let fast = DerivedLineComputer.values(of: transform, x: x, inputs: inputs)
        #expect(same(fast, bruteForce(transform, x: x, a: a, b: b)), "\(transform)")
      }
    }
  }

  @Test("appended in random pieces: exactly the values of one pass")
  func pieces() {
    var random = SeededRandom(seed: 2027)
    for _ in 0..<40 {
      let (x, a, b) = randomSeries(&random, count: random.int(0...600))
      for transform in Self.transforms {
        let inputs = transform.arity == 2 ? [a, b] : [a]
        let once = DerivedLineComputer.values(of: transform, x: x, inputs: inputs)
        var computer = DerivedLineComputer(transform: transform)
        var pieces: [Double] = []
        var start = 0
        while start < x.count {
          let end = min(x.count, start + random.int(0...50))
          pieces += computer.append(x: x[start..<end], inputs: inputs.map { $0[start..<end] })
          start = end
        }
        #expect(computer.count == x.count)
        #expect(once.elementsEqual(pieces) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(transform)")
      }
    }
  }

  @Test("a counter's rate: per second, a reset is the new value over the interval, a gap spans")
  func rate() {
    let x: [Double] = [0, 10, 20, 30, 40, 50, 50]
    let counter: [Double] = [100, 200, 50, .nan, 250, 260, 270]
    let rate = DerivedLineComputer.values(of: .rate, x: x, inputs: [counter])
    #expect(same(rate, [.nan, 10, 5, .nan, 10, 1, .nan]))
    let deriv = DerivedLineComputer.values(of: .deriv, x: x, inputs: [counter])
    #expect(same(deriv, [.nan, 10, -15, .nan, 10, 1, .nan]))
  }

  @Test("a moving average over a span and over samples keeps gaps and skips them in the mean")
  func movingAverage() {
    let x: [Double] = [0, 60, 120, 180, 240]
    let values: [Double] = [1, 2, .nan, 4, 8]
    let span = DerivedLineComputer.values(of: .movingAverage(.span(120)), x: x, inputs: [values])
    #expect(same(span, [1, 1.5, .nan, 4, 6]))
    let samples = DerivedLineComputer.values(
      of: .movingAverage(.samples(3)), x: x, inputs: [values])
    #expect(same(samples, [1, 1.5, .nan, 3, 6]))
  }

  @Test("a long moving average stays within rounding of the window's true mean")
  func longAverage() {
    let values = (0..<100_000).map { Double($0 % 1000) * 1e6 + 0.125 }
    let x = values.indices.map(Double.init)
    let average = DerivedLineComputer.values(
      of: .movingAverage(.samples(100)), x: x, inputs: [values])
    let last = values.suffix(100).reduce(0, +) / 100
    #expect(abs(average.last! - last) <= 1e-6)
  }
}

@Suite("ChartSet derived lines")
struct ChartSetDerivedTests {
  func chartSet(_ x: [Double], _ columns: [String: [Double]]) -> ChartSet {
    let lines = columns.keys.sorted().map {
      Series(id: $0, name: $0, color: RGBColor(red: 0, green: 0, blue: 0), values: columns[$0]!)
    }
    return ChartSet(name: "s", x: x, lines: lines)
  }

  @Test("a derived line sits after its input, is not added twice, and goes with its dependants")
  func addRemove() throws {
    var set = chartSet([0, 10, 20], ["a": [1, 2, 4], "b": [1, 1, 1]])
    let red = RGBColor(red: 255, green: 0, blue: 0)
    #expect(try set.addDerived(DerivedLineSpec(transform: .rate, inputs: ["a"]), color: red) == 1)
    #expect(set.lines.map(\.name) == ["a", "rate(a)", "b"])
    #expect(Array(set.lines[1].values.dropFirst()) == [0.1, 0.2])
    #expect(try set.addDerived(DerivedLineSpec(transform: .rate, inputs: ["a"]), color: red) == 1)
    let average = DerivedLineSpec(transform: .movingAverage(.samples(2)), inputs: ["rate(a)"])
    #expect(try set.addDerived(average, color: red) == 2)
    #expect(set.lines.map(\.name) == ["a", "rate(a)", "avg(rate(a),2)", "b"])
    #expect(set.dataLineIndices == [0, 3])
    #expect(set.removeDerived(line: 0) == [])
    #expect(set.removeDerived(line: 1) == [1, 2])
    #expect(set.lines.map(\.name) == ["a", "b"])
    #expect(set.derived.isEmpty)
    #expect(throws: DerivedLineError.self) {
      try set.addDerived(DerivedLineSpec(transform: .rate, inputs: ["zz"]), color: red)
    }
  }

  @Test("rows appended in random pieces extend derived lines to the values of one load")
  func append() throws {
    var random = SeededRandom(seed: 99)
    let count = 500
    var x: [Double] = []
    var t = 0.0
    for _ in 0..<count {
      t += Double(random.int(0...30))
      x.append(t)
    }
    let a = (0..<count).map { _ in random.chance(0.1) ? .nan : random.unit() * 100 }
    let b = (0..<count).map { _ in random.signedUnit() }
    let specs = [
      DerivedLineSpec(transform: .rate, inputs: ["a"]),
      DerivedLineSpec(transform: .movingAverage(.span(120)), inputs: ["a"]),
      DerivedLineSpec(transform: .cumsum, inputs: ["rate(a)"]),
      DerivedLineSpec(transform: .difference, inputs: ["a", "b"]),
    ]
    let color = RGBColor(red: 1, green: 2, blue: 3)
    var whole = chartSet(x, ["a": a, "b": b])
    for spec in specs { try whole.addDerived(spec, color: color) }
    var grown = chartSet([], ["a": [], "b": []])
    for spec in specs { try grown.addDerived(spec, color: color) }
    var start = 0
    while start < count {
      let end = min(count, start + random.int(0...40))
      try grown.append(
        x: Array(x[start..<end]), values: [Array(a[start..<end]), Array(b[start..<end])])
      start = end
    }
    #expect(grown == whole)
    #expect(grown.lines.map(\.values.count) == Array(repeating: count, count: 6))
  }
}
