import Dispatch
import Synchronization
import TChartCells
import TChartExplorer
import TChartExplorerRuntime
import TChartProgram
import TChartSources
import TChartStreams

/// The explorer on a server's table, on screen at once: while the source describes itself on
/// a thread of its own (``TableDescriber``), the explorer waits (`Connecting to URL:
/// describing the source…`) and `q` quits at once, the request in flight cancelled; with the
/// description, the table's explorer (`open`) takes over the same screen. A failure ends the
/// program with its exit code; ``failure`` says why, for the command to print once the
/// terminal is restored.
struct TableOpening: TerminalProgram {
  /// The explorer waiting for the description.
  private(set) var waiting: Explorer
  /// The table's explorer, once described.
  private(set) var opened: Explorer?
  /// The table's description, once there.
  private(set) var description: SourceDescription?
  /// Why the table could not be opened.
  private(set) var failure: TableOpenFailure?
  private let describer: TableDescriber
  private let open: (SourceDescription) throws(TableOpenFailure) -> Explorer

  init(
    waiting: Explorer, describer: TableDescriber,
    open: @escaping (SourceDescription) throws(TableOpenFailure) -> Explorer
  ) {
    self.waiting = waiting
    self.describer = describer
    self.open = open
  }

  mutating func handle(_ event: InputEvent, at time: Double) {
    guard opened == nil else { return opened!.handle(event, at: time) }
    waiting.handle(event, at: time)
    if waiting.exit != nil { describer.cancel() }
  }

  mutating func tick(at time: Double) {
    guard opened == nil else { return opened!.tick(at: time) }
    waiting.tick(at: time)
  }

  var isAnimating: Bool { opened?.isAnimating ?? waiting.isAnimating }

  func render(size: Size) -> ScreenBuffer {
    opened?.render(size: size) ?? waiting.render(size: size)
  }

  var exit: ProgramExit? {
    if let failure { return ProgramExit(code: failure.exitCode) }
    return opened?.exit ?? waiting.exit
  }

  var needsRedraw: Bool { opened?.needsRedraw ?? waiting.needsRedraw }

  mutating func markDrawn() {
    guard opened == nil else { return opened!.markDrawn() }
    waiting.markDrawn()
  }

  var wakeDescriptor: Int32? { opened?.wakeDescriptor ?? describer.wakeDescriptor }

  mutating func wake(at time: Double) {
    guard opened == nil else { return opened!.wake(at: time) }
    switch describer.take() {
    case nil: return
    case .success(let description):
      self.description = description
      do throws(TableOpenFailure) {
        var explorer = try open(description)
        explorer.handle(.resize(waiting.state.terminal.size), at: time)
        opened = explorer
      } catch {
        failure = error
      }
    case .failure(let error):
      failure = .source(error)
    }
  }
}

/// A table source described on a thread of its own; the outcome waits behind a ``WakePipe``.
final class TableDescriber: Sendable {
  private let backend: any SQLSeriesBackend
  private let outcome = Mutex<Result<SourceDescription, SourceError>?>(nil)
  private let pipe = WakePipe()

  /// Starts describing `backend`.
  init(_ backend: any SQLSeriesBackend) {
    self.backend = backend
    DispatchQueue.global().async { [self] in
      let described = Result { () throws(SourceError) in try backend.describe() }
      outcome.withLock { $0 = described }
      pipe.signal()
    }
  }

  /// Readable once the description (or its error) is there.
  var wakeDescriptor: Int32 { pipe.descriptor }

  /// The outcome, once there.
  func take() -> Result<SourceDescription, SourceError>? {
    pipe.drain()
    return outcome.withLock { $0 }
  }

  /// Interrupts the description's request in flight.
  func cancel() { backend.cancel() }
}

/// Why the explorer could not open a table, printed once the terminal is restored.
enum TableOpenFailure: Error {
  /// The source failed (unreachable, refused, too large…).
  case source(SourceError)
  /// The table has no rows (65).
  case noRows(table: String, file: String)
  /// An option that does not fit the table (64, with the command's usage).
  case usage(String)

  var exitCode: Int32 {
    switch self {
    case .source(let error): error.exitCode
    case .noRows: 65
    case .usage: 64
    }
  }
}
