import TChartData
import TChartExplorer
import TChartSources

/// Where `render`'s `--range` and `--indicator` dates fall, as fractions of the span drawn.
extension RenderCommand {
  /// The first and last rows of a table (what its description holds).
  func rows(of description: SourceDescription) -> [SourceRow] {
    [description.first, description.last].compactMap { $0 }
  }

  /// Where the date `position` sits in the window `range` (fractions of `chart`'s span; all of
  /// it when `nil`), as a fraction of the window: a table fetches the rows there before
  /// ``ChartViewState/placeIndicator(_:of:)`` places it on the nearest. `nil` for a fraction or a
  /// date that is not one.
  func windowFraction(
    of position: XPosition, in chart: ChartSet, _ range: (lower: Double, upper: Double)?
  ) -> Double? {
    guard case .date(let text, let utc) = position, chart.xKind == .time, chart.count > 1 else {
      return nil
    }
    let (lower, upper) = range.map { ($0.lower, $0.upper) } ?? (0, 1)
    let fraction = (Self.spanFraction(text, utc, in: chart) - lower) / (upper - lower)
    return fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : nil
  }

  /// `--range` as fractions of the whole span of `chart` (the chart set drawn, or a table's
  /// first and last rows): dates become the fractions they sit at, read in the zone shown. B
  /// must come after A.
  func windowFractions(_ pair: XPositionPair, chart: ChartSet?) throws -> (Double, Double) {
    func fraction(_ position: XPosition, name: String) throws -> Double {
      if case .fraction(let value) = position { return value }
      guard let chart, chart.count > 1 else {
        throw UsageError.report(
          "\(ViewOption.range) \(pair.text): dates need two samples or more; give fractions 0…1",
          for: Self.self
        )
      }
      do {
        _ = try position.sample(in: chart, name: name)
      } catch {
        throw UsageError.report("\(ViewOption.range): \(error.message)", for: Self.self)
      }
      guard case .date(let text, let utc) = position else { return 0 }
      return Self.spanFraction(text, utc, in: chart)
    }
    let (lower, upper) = (try fraction(pair.a, name: "A"), try fraction(pair.b, name: "B"))
    guard lower < upper else {
      throw UsageError.report("\(ViewOption.range) \(pair.text): need A before B", for: Self.self)
    }
    return (lower, upper)
  }

  /// Where the date `text` (read in `chart`'s zone; `utc` when it does not read so) sits in
  /// `chart`'s whole span, as a fraction (outside 0…1 beyond the ends).
  static func spanFraction(_ text: String, _ utc: Double, in chart: ChartSet) -> Double {
    let x = DateEntry.date(text, zone: chart.timeZone) ?? utc
    let first = chart.xValue(at: 0)
    return (x - first) / (chart.xValue(at: chart.lastIndex) - first)
  }
}
