import TChartData
import TChartSources

/// The explorer's I/O: the one place an ``ExplorerEffect`` is performed.
extension Explorer {
  /// Performs the effect the last action left in the state, if any, and sends its answer.
  mutating func performEffect() {
    guard let effect = state.effect else { return }
    if let queries {
      // Answered later, through the runner's wake descriptor (``wake(at:)``).
      switch effect {
      case .query(let requests, let generation):
        return queries.submit(requests, generation: generation)
      case .nearest(let x, let lines):
        return queries.submitNearest(toX: x, lines: lines)
      case .totals(let lower, let upper):
        return queries.submitTotals(lower: lower, upper: upper)
      default: break
      }
    }
    send(Self.answer(to: effect))
  }

  /// The action answering `effect`: the day chart, a status for a missing day file, or the
  /// load error's one-line description (never an exit).
  static func answer(to effect: ExplorerEffect) -> ExplorerAction {
    switch effect {
    case .loadDay(let days, let x):
      do {
        if let day = try days.load(forX: x) { return .dayLoaded(day) }
        return .dayMissing("No day file for \(DateFormat.full(x, withTime: false))")
      } catch {
        return .dayFailed(error.description)
      }
    case .writeSVG(let document):
      return SVGExport.write(document)
    case .query(_, let generation):
      return .queryFailed(
        SourceError(.unavailable, place: "", message: "no database connection"),
        generation: generation)
    case .nearest(let x, _):
      return .nearestAnswered(nil, x: x)
    case .totals(let lower, let upper):
      return .totalsAnswered(SourceTotals(lower: lower, upper: upper, totals: []))
    }
  }
}
