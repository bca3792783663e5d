import TChartTesting
import TChartTime
import Testing

@testable import TChartData

@Suite("TimeOfDayIndex")
struct TimeOfDayIndexTests {
  @Test("answers as DateFormat.hasTimeOfDay over random windows of daily data with odd samples")
  func matchesScan() {
    var random = SeededRandom(seed: 5)
    for trial in 0..<200 {
      let count = trial < 150 ? random.int(0...500) : random.int(1_000...30_000)
      var x = (0..<count).map { 1_542_412_800 + 86_400 * Double($0) }
      for _ in 0..<random.int(0...3) where count > 0 {
        x[random.int(0...(count - 1))] += 3_600
      }
      let index = TimeOfDayIndex(x)
      for _ in 0..<50 {
        let lower = random.int(-2...(count + 2))
        let range = lower..<random.int(lower...(count + 3))
        let expected = DateFormat.hasTimeOfDay(Array(x[range.clamped(to: 0..<count)]))
        #expect(index.hasTimeOfDay(in: range) == expected, "trial \(trial) range \(range)")
      }
    }
  }

  @Test("a chart set keeps it in sync with its x column")
  func chartSetKeepsItInSync() {
    var chart = ChartSet(name: "c", x: [0, 86_400], lines: [])
    #expect(!chart.timeOfDay.hasTimeOfDay(in: 0..<2))
    chart.x[1] = 90_000
    #expect(chart.timeOfDay.hasTimeOfDay(in: 0..<2))
    #expect(!chart.timeOfDay.hasTimeOfDay(in: 0..<1))
  }
}

@Suite("TimeOfDayIndex.append")
struct TimeOfDayIndexAppendTests {
  @Test("grown in random chunks it has the bits of one built at once")
  func grownMatchesBuilt() {
    var random = SeededRandom(seed: 9)
    for trial in 0..<200 {
      let count = random.int(0...2_000)
      var x = (0..<count).map { 1_542_412_800 + 86_400 * Double($0) }
      for _ in 0..<random.int(0...3) where count > 0 {
        x[random.int(0...(count - 1))] += 3_600
      }
      var index = TimeOfDayIndex([])
      var start = 0
      while start < count {
        let end = min(count, start + random.pick([1, 127, 128, 129, random.int(1...400)]))
        index.append(contentsOf: x[start..<end])
        start = end
      }
      #expect(index.x == x, "trial \(trial)")
      #expect(index.blockBits == TimeOfDayIndex(x).blockBits, "trial \(trial)")
    }
  }
}
