import TChartCells
import TChartData

/// Times interactive steps (action + full render into the cell buffer) for each N.
struct FrameBench {
  /// The screen size of the interactive figures.
  static var screen: Size { Size(width: 200, height: 60) }

  /// The figures of one N.
  struct Row {
    var count: Int
    var loadMilliseconds: Double
    /// Per step kind: (median, p99) in ms.
    var steps: [StepKind: (median: Double, p99: Double)]
  }

  let steps: Int
  /// Every `gapEvery`th value is a gap (0: none).
  var gapEvery = 0
  /// How the series are drawn.
  var kind = BenchKind.line
  /// `--glyphs`: the characters frames are drawn with (braille by default).
  var glyphs = GlyphSet.braille
  /// `--hints`: with the key bar.
  var hints = false

  func run(count: Int) -> Row {
    var chart: ChartSet?
    let loadMilliseconds = BenchClock.milliseconds {
      chart = BenchData.chart(count: count, gapEvery: gapEvery, kind: kind)
    }
    var row = Row(count: count, loadMilliseconds: loadMilliseconds, steps: [:])
    guard let chart else { return row }
    for kind in StepKind.allCases {
      var driver = FrameDriver(chart: chart, size: Self.screen, glyphs: glyphs, hints: hints)
      row.steps[kind] = Self.time(&driver, kind, steps: steps)
    }
    return row
  }

  /// The median and p99 milliseconds of `steps` steps of `kind` (action and full render) on
  /// `driver`, after 10 untimed ones.
  static func time(_ driver: inout FrameDriver, _ kind: StepKind, steps: Int)
    -> (median: Double, p99: Double)
  {
    var buffer = ScreenBuffer(size: driver.size)
    var times: [Double] = []
    for number in 0..<(steps + 10) {
      let time = BenchClock.milliseconds {
        driver.apply(kind, number: number)
        driver.render(into: &buffer)
      }
      if number >= 10 { times.append(time) }
    }
    return (BenchClock.median(times), BenchClock.quantile(times, 0.99))
  }
}
