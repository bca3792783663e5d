import Glibc
import TChartCells
import TChartExplorer
import TChartExplorerRuntime
import TChartProgram
import TChartSources

/// The explorer on a table source, as the terminal runner drives it at 200×60 with its query
/// runner thread: the time to describe, to draw the first picture (from the first part of a
/// block summary, when there is one) and the first answered frame, then for each key of a
/// script (zoom in, pan, zoom out, back to cached windows) the latency from the keypress to
/// its first frame (drawn at once, from the overview or the last answers) and to the frame
/// drawn with the answer, and the rows fetched for that frame (against the bound
/// 4 × dots × lines per request).
enum TableExplorerBench {
  /// `bytes`, when given, counts the bytes the backend has read so far (Prometheus): the
  /// bytes per frame are printed too. Without `keys`, only the open is measured. Returns the
  /// seconds from `start` to the first answered frame.
  @discardableResult
  static func run(
    backend: any SQLSeriesBackend, label: String, since start: Double,
    bytes: (() -> Int)? = nil, keys: Bool = true
  ) -> Double? {
    let description: SourceDescription
    do {
      description = try backend.describe()
    } catch {
      print(error.description)
      return nil
    }
    let screen = Size(width: 200, height: 60)
    let described = BenchClock.now()
    var options = ExplorerOptions()
    options.size = screen
    options.animates = false
    guard
      let state = try? ExplorerState(
        table: TableSeriesSource(description: description), options: options)
    else {
      print("tchart-bench: no state")
      return nil
    }
    let queries = SourceQueryRunner(backend: backend)
    var program = Explorer(state: state, queries: queries)
    var fetched = 0
    var pictured: Double?
    let first = settle(&program, queries, fetched: &fetched) { shown in
      if pictured == nil {
        _ = shown.render(size: screen)
        pictured = BenchClock.now()
      }
    }
    _ = program.render(size: screen)
    let opened = BenchClock.now()
    let picture = pictured.map { ", first picture \(ms($0 - described)) ms" } ?? ""
    print(
      "\(label): describe \(ms(described - start)) ms\(picture), first frame"
        + " \(ms(opened - described)) ms (\(first) rows fetched)")
    guard keys else { return opened - start }
    let script: [Character] =
      Array("++++++") + Array("LLLLLL") + Array("hhhhh") + Array("------") + Array("++++++")
      + Array("HHHHHH") + Array("0")
    var latencies: [Double] = []
    var firstFrames: [Double] = []
    var perFrame: [Int] = []
    var bytesPerFrame: [Double] = []
    var bound = 0
    for key in script {
      let bytesBefore = bytes?() ?? 0
      let pressed = BenchClock.now()
      program.handle(.key(.character(key)), at: pressed)
      var rowsFetched = 0
      let requests = program.state.feed.table?.pending ?? []
      bound = max(bound, requests.map(\.rowBound).reduce(0, +))
      _ = program.render(size: screen)
      program.markDrawn()
      firstFrames.append((BenchClock.now() - pressed) * 1000)
      _ = settle(&program, queries, fetched: &rowsFetched)
      _ = program.render(size: screen)
      program.markDrawn()
      latencies.append((BenchClock.now() - pressed) * 1000)
      perFrame.append(rowsFetched)
      if let bytes { bytesPerFrame.append(Double(bytes() - bytesBefore)) }
    }
    let firstSorted = firstFrames.sorted()
    print(
      "  keypress → first frame: median \(fmt(BenchClock.median(firstSorted))) ms,"
        + " p99 \(fmt(BenchClock.quantile(firstSorted, 0.99))) ms")
    let sorted = latencies.sorted()
    print(
      "  keypress → frame (\(script.count) keys, 200×60): median \(fmt(BenchClock.median(sorted))) ms,"
        + " p99 \(fmt(BenchClock.quantile(sorted, 0.99))) ms, max \(fmt(sorted.last ?? 0)) ms")
    print(
      "  rows fetched per frame: median \(BenchClock.median(perFrame.map(Double.init)).rounded()),"
        + " max \(perFrame.max() ?? 0) (bound 4 × dots × lines + 2 per request: \(bound))")
    if !bytesPerFrame.isEmpty {
      let sortedBytes = bytesPerFrame.sorted()
      print(
        "  bytes fetched per frame: median \(Int(BenchClock.median(sortedBytes)))"
          + ", max \(Int(sortedBytes.last ?? 0))"
          + " (0 for a window already answered)")
    }
    return opened - start
  }

  /// Sends the runner's outcomes until no query is pending; returns the rows fetched.
  /// `overviewRead` is called after each overview the runner hands over.
  @discardableResult
  static func settle(
    _ program: inout Explorer, _ queries: SourceQueryRunner, fetched: inout Int,
    overviewRead: (Explorer) -> Void = { _ in }
  ) -> Int {
    while program.state.feed.isWaitingForQuery {
      var entry = pollfd(fd: queries.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 30_000)
      for outcome in queries.take() {
        if case .answered(let answers, _) = outcome {
          fetched += answers.map(\.rowsFetched).reduce(0, +)
        }
        program.send(ExplorerAction(outcome))
        if case .overview = outcome { overviewRead(program) }
      }
    }
    return fetched
  }

  static func ms(_ seconds: Double) -> String { fmt(seconds * 1000) }
  static func fmt(_ value: Double) -> String {
    value >= 100 ? "\(Int(value.rounded()))" : "\((value * 10).rounded() / 10)"
  }

}
