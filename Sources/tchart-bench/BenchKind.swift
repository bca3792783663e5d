import TChartData

/// The chart kind of the frame benchmark (`--kind`).
enum BenchKind: String, CaseIterable {
  case line
  case bar
  case stacked
  case percentage

  var seriesKind: SeriesKind {
    switch self {
    case .line: .line
    case .bar, .stacked: .bar
    case .percentage: .area
    }
  }

  var flags: ChartFlags {
    switch self {
    case .line, .bar: []
    case .stacked: [.stacked]
    case .percentage: [.stacked, .percentage]
    }
  }
}
