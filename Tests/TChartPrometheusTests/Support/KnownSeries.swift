import TChartTesting

/// Known data for a test server: a few gauge series `spiky{job="t", instance="…"}` of one
/// sample every `interval` seconds over `days` days ending `endAgo` seconds before `now`,
/// values 10–16 in a random walk, with one-sample spikes of 1000 (and −1000) and gaps of an
/// hour or more with no sample; written as OpenMetrics (for `promtool`) and as CSV (for the
/// frames to compare with).
struct KnownSeries {
  struct Sample {
    var time: Int64
    var value: Double
  }

  let instances: [String]
  /// Per instance, its samples in time order.
  let samples: [[Sample]]
  /// The one-sample spikes, per instance (their times).
  let spikes: [[Int64]]

  init(
    instances: [String] = ["a:9100", "b:9100", "c:9100", "d:9100"], now: Int64, days: Int = 3,
    endAgo: Int64 = 86_400, interval: Int64 = 1, seed: UInt64 = 28
  ) {
    var random = SeededRandom(seed: seed)
    let end = (now - endAgo) / interval * interval
    let start = end - Int64(days) * 86_400
    var all: [[Sample]] = []
    var spikeTimes: [[Int64]] = []
    for (index, _) in instances.enumerated() {
      var series: [Sample] = []
      var spikes: [Int64] = []
      var value = 13.0
      // One gap of one to three hours per series, at a different place each.
      let gapStart = start + Int64(index + 1) * 50_000 / interval * interval
      let gapEnd = gapStart + Int64(random.int(3600...10_800)) / interval * interval
      var time = start
      while time <= end {
        defer { time += interval }
        if time >= gapStart && time < gapEnd { continue }
        value = min(16, max(10, value + random.signedUnit() * 0.4))
        var sample = value
        if random.chance(0.0002) {
          sample = random.chance(0.5) ? 1000 : -1000
          spikes.append(time)
        }
        series.append(Sample(time: time, value: (sample * 1000).rounded() / 1000))
      }
      all.append(series)
      spikeTimes.append(spikes)
    }
    self.instances = instances
    samples = all
    spikes = spikeTimes
  }

  var first: Int64 { samples.map { $0.first?.time ?? .max }.min() ?? 0 }
  var last: Int64 { samples.map { $0.last?.time ?? .min }.max() ?? 0 }
  var count: Int { samples.reduce(0) { $0 + $1.count } }

  /// OpenMetrics text of every series (`# EOF` at the end).
  var openMetrics: String {
    var text = "# HELP spiky A test gauge.\n# TYPE spiky gauge\n"
    text.reserveCapacity(count * 48)
    for (index, instance) in instances.enumerated() {
      for sample in samples[index] {
        text += "spiky{job=\"t\",instance=\"\(instance)\"} \(sample.value) \(sample.time)\n"
      }
    }
    return text + "# EOF\n"
  }

  /// One series as CSV: `time,value`, Unix seconds.
  func csv(_ index: Int) -> String {
    var text = "time,value\n"
    for sample in samples[index] { text += "\(sample.time),\(sample.value)\n" }
    return text
  }
}
