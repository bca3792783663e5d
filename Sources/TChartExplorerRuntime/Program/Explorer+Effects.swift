import TChartCSV
import TChartData
import TChartExplorer
import TChartProgram
import TChartSources
import TChartTime

/// The explorer's I/O: the one place the ``ExplorerEffect``s ``reduce(into:action:)`` returns
/// are handed to the threads that perform them.
extension Explorer {
  /// Starts each of `asked`, in order: a table's queries on its runner, the rest on the effect
  /// performer. A performer with nothing to wake the loop for (``ImmediateEffects``) has its
  /// answers sent now; a running one's come from ``wake(at:)``, never before the next wait.
  mutating func perform(_ asked: [ExplorerEffect]) {
    guard !asked.isEmpty else { return }
    for effect in asked {
      if case .copy(let text) = effect {
        requests.append(.copy(text))
        continue
      }
      // A newer read of rows stops an older one still scanning: they never queue.
      if case .sourceRows(let query) = effect { SourceRowsReader.supersede(with: query.generation) }
      if let queries {
        switch effect {
        case .query(let requests, let generation):
          queries.submit(requests, generation: generation)
          continue
        case .nearest(let x, let lines):
          queries.submitNearest(toX: x, lines: lines)
          continue
        case .totals(let lower, let upper):
          queries.submitTotals(lower: lower, upper: upper)
          continue
        case .histogram(let lower, let upper, let lines):
          queries.submitHistogram(lower: lower, upper: upper, lines: lines)
          continue
        case .xy(let ask):
          queries.submitXY(ask, grid: ask.grid)
          continue
        case .xyTrail(let ask):
          queries.submitXYTrail(ask)
          continue
        case .reopenTable(let columns, let around):
          queries.submitReopen(columns: columns, around: around)
          continue
        default: break
        }
      }
      switch effect {
      case .reread(let choice):
        reread(choice)
      case .cancelReread:
        reader?.stop()
        reader = nil
      default:
        effects.perform(effect)
      }
    }
    if effects.wakeDescriptor == nil { takeAnswers() }
  }

  /// Starts reading the file again with `choice` (the read in flight stopped); without a
  /// ``rereader`` (not a file), says it cannot.
  private mutating func reread(_ choice: ColumnChoice) {
    reader?.stop()
    guard let rereader else {
      reader = nil
      return send(Self.answer(to: .reread(choice)))
    }
    reader = rereader(choice)
  }

  /// Sends the effect performer's answers ready now.
  mutating func takeAnswers() {
    for answer in effects.take() { send(answer) }
  }

  /// The action answering `effect` (on the performer's thread): the day chart, a status for a
  /// missing day file, or the load error's one-line description (never an exit); the written
  /// SVG's status. Without a database, a query's failure or empty answer.
  static func answer(to effect: ExplorerEffect) -> ExplorerAction {
    switch effect {
    case .loadDay(let days, let x):
      do {
        if let day = try days.load(forX: x) { return .day(.loaded(day)) }
        return .day(.missing("No day file for \(DateFormat.full(x, withTime: false))"))
      } catch {
        return .day(.failed(error.description))
      }
    case .export(let file):
      return ExportWriter.write(file)
    case .sourceRows(let query):
      return .sourceRows(
        Result { () throws(LoadError) in try SourceRowsReader.read(query) }, query: query)
    case .copy:
      // The store hands copies to the terminal; a performer has no terminal to copy to.
      return .exportFinished("No terminal to copy to")
    case .query(_, let generation):
      return .table(
        .failed(
          SourceError(.unavailable, place: "", message: "no database connection"),
          generation: generation))
    case .nearest(let x, _):
      return .table(.nearest(nil, x: x))
    case .totals(let lower, let upper):
      return .table(.totals(SourceTotals(lower: lower, upper: upper, totals: [])))
    case .histogram:
      let error = SourceError(.unavailable, place: "", message: "no database connection")
      return .table(.histogram(.failure(error)))
    case .xy:
      let error = SourceError(.unavailable, place: "", message: "no database connection")
      return .table(.xy(.failure(error)))
    case .xyTrail:
      let error = SourceError(.unavailable, place: "", message: "no database connection")
      return .table(.xyTrail(.failure(error)))
    case .reread, .cancelReread:
      return .stream(
        .loadFailed(LoadError(file: "", location: "", message: "only a file can be read again")))
    case .reopenTable(let columns, _):
      return .table(
        .reopenFailed(
          SourceError(.unavailable, place: "", message: "no database connection"),
          columns: columns))
    }
  }
}
