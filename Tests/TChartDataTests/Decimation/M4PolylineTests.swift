import TChartTesting
import Testing

@testable import TChartData

@Suite("M4Polyline")
struct M4PolylineTests {
  @Test("each column keeps its first, last, smallest and largest sample, in order")
  func keepsTheFourOfEachColumn() {
    var random = SeededRandom(seed: 5)
    for trial in 0..<60 {
      let count = random.int(1...5_000)
      let x = (0..<count).map { Double($0) }
      let values = (0..<count).map { _ in random.unit() * 100 }
      let pyramid = MinMaxPyramid(values)
      let columns = random.int(1...200)
      let lines = M4Polyline.polylines(
        x: Column(x), pyramid: pyramid, window: 0..<count, xRange: 0...Double(count),
        columns: columns)
      #expect(lines.count == 1, "trial \(trial)")
      let points = lines.flatMap { $0 }
      #expect(points.map(\.index) == points.map(\.index).sorted(), "trial \(trial)")
      #expect(Set(points.map(\.index)).count == points.count, "trial \(trial)")
      #expect(points.count <= 4 * columns, "trial \(trial)")
      // The extremes of the whole window are on the line.
      #expect(points.contains { $0.index == pyramid.indexOfMax(in: 0..<count) }, "trial \(trial)")
      #expect(points.contains { $0.index == pyramid.indexOfMin(in: 0..<count) }, "trial \(trial)")
      #expect(points.first?.index == 0 && points.last?.index == count - 1, "trial \(trial)")
    }
  }

  @Test("a gap ends a polyline; every sample is kept while columns are wider than samples")
  func gaps() {
    let values: [Double] = [1, 2, .nan, 4, 5, 6]
    let lines = M4Polyline.polylines(
      x: [0, 1, 2, 3, 4, 5], pyramid: MinMaxPyramid(values), window: 0..<6, xRange: 0...5,
      columns: 60)
    #expect(lines.map { $0.map(\.index) } == [[0, 1], [3, 4, 5]])
    #expect(lines[1].map(\.y) == [4, 5, 6])
  }

  @Test("an empty window or no columns: no line")
  func empty() {
    let pyramid = MinMaxPyramid([1, 2])
    #expect(
      M4Polyline.polylines(x: [0, 1], pyramid: pyramid, window: 1..<1, xRange: 0...1, columns: 5)
        .isEmpty)
    #expect(
      M4Polyline.polylines(x: [0, 1], pyramid: pyramid, window: 0..<2, xRange: 0...1, columns: 0)
        .isEmpty)
  }
}
