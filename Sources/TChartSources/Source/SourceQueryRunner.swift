import Dispatch
import Synchronization
import TChartData
import TChartStreams

/// Runs a table source's queries off the main thread, newest first: the explorer ``submit(_:generation:)``s
/// the requests a frame misses; a newer submission cancels the query in flight (the window
/// moved on) and skips any older one still queued. Outcomes wait in a mailbox and wake the
/// main loop through a ``WakePipe`` (the runner's ``wakeDescriptor``), as a stream's rows do.
public final class SourceQueryRunner: Sendable {
  /// What became of one submission.
  public enum Outcome: Sendable, Equatable {
    /// The answers to the submitted requests.
    case answered([SeriesWindowAnswer], generation: Int)
    /// The first error (a timeout, an unknown column…); never a cancellation.
    case failed(SourceError, generation: Int)
    /// A large table's block summary read further (``SummarizedSeriesBackend``): what a frame
    /// can be drawn from while its answer is on its way.
    case overview(TableOverview)
    /// The row nearest to `x` (``submitNearest(toX:lines:)``); `nil` when the query found none
    /// or failed (the indicator then stays on the rows on screen).
    case nearest(SourceRow?, x: Double)
    /// A window's counts and sums (``submitTotals(lower:upper:)``).
    case totals(SourceTotals)
    /// A window's histogram survey (``submitHistogram(lower:upper:lines:)``), or why the
    /// source could not count it.
    case histogram(Result<SourceHistogram, SourceError>)
    /// A window's XY counts (``submitXY(_:grid:)``), or why the source could not count them.
    case xy(Result<SourceXY, SourceError>)
    /// The XY indicator's trail (``submitXYTrail(_:)``), or why the source could not read it.
    case xyTrail(Result<SourceXYTrail, SourceError>)
    /// The table opened again with other columns (``submitReopen(columns:around:)``); the
    /// queries after it read the new table.
    case reopened(TableReopening)
    /// Opening the table with `columns` failed (an expression the database cannot compute…):
    /// the table open before stays.
    case reopenFailed(SourceError, columns: [String])
    /// The time (Unix seconds), every interval of ``follow(every:clock:)``: a live source's
    /// span moves on to it.
    case clock(Double)
  }

  /// Opens the table again with other `--y` columns (a derived line added or removed).
  public typealias Opener = @Sendable ([String]) throws(SourceError) -> any SQLSeriesBackend

  /// The backend queries read (replaced on the queue when the table is opened again).
  private let current: Mutex<any SQLSeriesBackend>
  private var backend: any SQLSeriesBackend { current.withLock { $0 } }
  private let opener: Opener?
  private let queue = DispatchQueue(label: "tchart.source-queries")
  private let latest = Atomic<Int>(Int.min)
  /// The number of the last nearest-row submission: older ones still queued are skipped.
  private let latestNearest = Atomic<Int>(0)
  private let outcomes = Mutex<[Outcome]>([])
  private let pipe = WakePipe()

  /// A runner of `backend`'s queries; with `opener`, the table can be opened again with other
  /// columns (``submitReopen(columns:around:)``).
  public init(backend: any SQLSeriesBackend, opener: Opener? = nil) {
    current = Mutex(backend)
    self.opener = opener
    observe(backend)
  }

  /// Posts a large table's block summary as it is read.
  private func observe(_ backend: any SQLSeriesBackend) {
    guard let summarized = backend as? SummarizedSeriesBackend else { return }
    summarized.observeSummary { [weak self] progress in
      // The summary is read inside a query, so the description is held by now.
      guard let self, let description = try? summarized.describe() else { return }
      let overview = TableOverview(progress, lines: Array(description.lineNames.indices))
      self.post(.overview(overview))
    }
  }

  /// The timer of ``follow(every:clock:)``, if started.
  private let timer = Mutex<FollowTimer?>(nil)

  /// The timer's source, cancelled only under the mutex.
  private struct FollowTimer: @unchecked Sendable {
    let source: DispatchSourceTimer
  }

  deinit { timer.withLock { $0?.source.cancel() } }

  /// Posts ``Outcome/clock(_:)`` with `clock()` every `seconds` from now on (a live source:
  /// Prometheus's span follows now); a second call replaces the first.
  public func follow(every seconds: Double, clock: @escaping @Sendable () -> Double) {
    let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tchart.follow"))
    let interval = DispatchTimeInterval.milliseconds(Int(Swift.max(0.05, seconds) * 1000))
    source.schedule(deadline: .now() + interval, repeating: interval)
    source.setEventHandler { [weak self] in self?.post(.clock(clock())) }
    let held = FollowTimer(source: source)
    timer.withLock {
      $0?.source.cancel()
      $0 = held
    }
    source.resume()
  }

  /// Readable while outcomes wait: the main loop polls it.
  public var wakeDescriptor: Int32 { pipe.descriptor }

  /// Asks for `requests` (main thread); `generation` grows with each submission.
  public func submit(_ requests: [SeriesWindowRequest], generation: Int) {
    let previous = latest.exchange(generation, ordering: .sequentiallyConsistent)
    if previous != Int.min && previous < generation { backend.cancel() }
    queue.async { [self] in run(requests, generation: generation) }
  }

  /// Asks for the row nearest to `x` (main thread), after the queries already queued; a newer
  /// call skips this one if it has not started.
  public func submitNearest(toX x: Double, lines: [Int]) {
    let number = latestNearest.add(1, ordering: .sequentiallyConsistent).newValue
    queue.async { [self] in
      guard latestNearest.load(ordering: .sequentiallyConsistent) == number else { return }
      post(.nearest(try? backend.nearestRow(toX: x, lines: lines), x: x))
    }
  }

  /// Asks for the counts and sums of the window `lower…upper` (main thread), after the
  /// queries already queued. A failure gives no outcome: the panel keeps waiting.
  public func submitTotals(lower: Double, upper: Double) {
    queue.async { [self] in
      guard let totals = try? backend.totals(lower: lower, upper: upper) else { return }
      post(.totals(SourceTotals(lower: lower, upper: upper, totals: totals)))
    }
  }

  /// Asks for the histogram survey of `lines` over the window `lower…upper` (main thread),
  /// after the queries already queued.
  public func submitHistogram(lower: Double, upper: Double, lines: [Int]) {
    queue.async { [self] in
      post(
        .histogram(
          Result { () throws(SourceError) in
            try backend.histogram(lower: lower, upper: upper, lines: lines)
          }))
    }
  }

  /// Asks for the XY counts of `ask` on the grid `grid` makes of the lines' extremes (main
  /// thread), after the queries already queued.
  public func submitXY(
    _ ask: SourceXYAsk,
    grid: @escaping @Sendable (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) {
    queue.async { [self] in
      post(.xy(Result { () throws(SourceError) in try backend.xy(ask, grid: grid) }))
    }
  }

  /// Asks for the XY indicator's trail of `ask` (main thread), after the queries already
  /// queued.
  public func submitXYTrail(_ ask: SourceXYTrail.Ask) {
    queue.async { [self] in
      post(.xyTrail(Result { () throws(SourceError) in try backend.xyTrail(ask) }))
    }
  }

  /// Opens the table again with `columns` (main thread), after the queries already queued, and
  /// reads the rows around each of `around`; answered by ``Outcome/reopened(_:)`` or
  /// ``Outcome/reopenFailed(_:columns:)`` (the open table stays).
  public func submitReopen(columns: [String], around: [Double]) {
    queue.async { [self] in
      do throws(SourceError) {
        guard let opener else {
          throw SourceError(
            .unavailable, place: "", message: "this table cannot be opened with other columns")
        }
        let opened = try opener(columns)
        let description = try opened.describe()
        var rows: [SourceRow] = []
        for x in around {
          rows += try opened.rowsAround(x: x, lines: Array(description.lineNames.indices))
        }
        current.withLock { $0 = opened }
        observe(opened)
        post(.reopened(TableReopening(columns: columns, description: description, rows: rows)))
      } catch {
        post(.reopenFailed(error, columns: columns))
      }
    }
  }

  private func run(_ requests: [SeriesWindowRequest], generation: Int) {
    var retried = false
    while latest.load(ordering: .sequentiallyConsistent) == generation {
      do {
        var answers: [SeriesWindowAnswer] = []
        for request in requests { answers.append(try backend.answer(request)) }
        post(.answered(answers, generation: generation))
        // A summary the first wide window left for after its answer is read now, before the
        // queries asked meanwhile (its progress draws the overview as it comes).
        try? (backend as? SummarizedSeriesBackend)?.readDeferredSummary()
        return
      } catch {
        // A cancellation meant for an older query may hit this one once: run it again.
        if error.kind == .cancelled && !retried {
          retried = true
          continue
        }
        if error.kind != .cancelled { post(.failed(error, generation: generation)) }
        return
      }
    }
  }

  private func post(_ outcome: Outcome) {
    let wasEmpty = outcomes.withLock { pending in
      pending.append(outcome)
      return pending.count == 1
    }
    if wasEmpty { pipe.signal() }
  }

  /// The outcomes since the last call, oldest first (main thread).
  public func take() -> [Outcome] {
    pipe.drain()
    return outcomes.withLock { pending in
      var taken: [Outcome] = []
      swap(&taken, &pending)
      return taken
    }
  }

  /// Waits until every submitted query has ended, then takes the outcomes: for tests and
  /// benchmarks.
  public func waitForOutcomes() -> [Outcome] {
    queue.sync {}
    return take()
  }
}
