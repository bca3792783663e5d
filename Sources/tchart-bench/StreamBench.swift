import Glibc
import TChartCells
import TChartExplorer
import TChartExplorerRuntime
import TChartProgram
import TChartStreams
import TChartTesting

/// `tchart-bench --stream [--rows N] [--lines L]`: a live stream at the machine's limit.
///
/// A producer thread writes a CSV stream (`x,v1,…,vL`, random walks) into a pipe as fast as
/// the pipe takes it; a ``StreamReader`` parses it on its own thread; the main thread runs the
/// explorer as the terminal runner would, waking on the reader's descriptor, sending its
/// batches through the reducer (rows appended in place) and rendering a 200×60 frame 30 times a
/// second. Reported: values per second from the first byte to the last row on screen, and the
/// frame time (the wake's reduce and the full render) per frame.
enum StreamBench {
  static func run(_ arguments: [String]) {
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 2_000_000
    let lines = Int(arguments.value(after: "--lines") ?? "") ?? 4
    // Values per second the producer writes; 0: as fast as the pipe takes them.
    let rate = Double(arguments.value(after: "--rate") ?? "") ?? 2_000_000
    let text = csv(rows: rows, lines: lines)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return print("tchart-bench: no pipe") }
    let reader = StreamReader(
      source: .descriptor(ends[0]), name: "bench", options: StreamOptions())
    var program = Explorer(
      state: ExplorerState(waitingFor: LiveStream(name: "bench")), reader: reader)
    let screen = Size(width: 200, height: 60)
    program.handle(.resize(screen), at: BenchClock.now())
    let start = BenchClock.now()
    Producer.start(
      text, into: ends[1], bytesPerSecond: rate * Double(text.count) / Double(rows * lines))
    var frames: [Double] = []
    var renders: [Double] = []
    var lastFrame = start
    while program.wakeDescriptor != nil {
      let wait = max(
        0,
        Int32(
          ((lastFrame + TerminalRunner.wakeFrameInterval - BenchClock.now()) * 1000).rounded(.up)))
      var entry = pollfd(fd: reader.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      // Like the runner: data is taken once per frame interval.
      if wait > 0 { usleep(UInt32(wait) * 1000) }
      _ = poll(&entry, 1, -1)
      let frameStart = BenchClock.now()
      program.wake(at: frameStart)
      let mid = BenchClock.now()
      _ = program.render(size: screen)
      renders.append((BenchClock.now() - mid) * 1000)
      program.markDrawn()
      let end = BenchClock.now()
      frames.append((end - frameStart) * 1000)
      lastFrame = end
    }
    let seconds = BenchClock.now() - start
    let values = Double(rows * lines)
    let count = program.state.chartSet.count
    let pace =
      rate > 0
      ? "written at \(BenchTable.grouped(Int(rate))) values/s"
      : "written as fast as the pipe takes them"
    print(
      "stream: \(BenchTable.grouped(rows)) rows × \(lines) values \(pace) into a pipe, parsed on the reader thread,"
    )
    print("appended and drawn at 200×60, 30 frames a second (release build)")
    print("")
    print("| figure | result | target |")
    print("|---|--:|--:|")
    print("| values per second | \(BenchTable.grouped(Int(values / seconds))) | ≥ 2,000,000 |")
    print("| ratio to target | \(BenchTable.fixed(values / seconds / 2_000_000, 2))× | ≥ 1 |")
    print("| frames | \(frames.count) in \(BenchTable.fixed(seconds, 2)) s | ≤ 30 per s |")
    print(
      "| frame (take + append + render) median ms | \(BenchTable.fixed(BenchClock.median(frames), 3)) | ≤ 2 |"
    )
    print("| render alone median ms | \(BenchTable.fixed(BenchClock.median(renders), 3)) | |")
    print("| frame p99 ms | \(BenchTable.fixed(BenchClock.quantile(frames, 0.99), 3)) | |")
    print("| frame max ms | \(BenchTable.fixed(frames.max() ?? 0, 3)) | |")
    print(
      "| rows on screen at the end | \(BenchTable.grouped(count)) | \(BenchTable.grouped(rows)) |")
  }

  /// `rows` rows of `x,v1,…` (x the row index, values random walks with two decimals).
  static func csv(rows: Int, lines: Int) -> [UInt8] {
    var random = SeededRandom(seed: 7)
    var text: [UInt8] = []
    text.reserveCapacity(rows * (8 + lines * 9))
    var walks = [Int](repeating: 100_000, count: lines)
    for row in 0..<rows {
      append(row, to: &text)
      for line in 0..<lines {
        walks[line] += random.int(-50...50)
        text.append(0x2C)
        let value = walks[line]
        if value < 0 { text.append(0x2D) }
        append(abs(value) / 100, to: &text)
        text.append(0x2E)
        let cents = abs(value) % 100
        text.append(UInt8(0x30 + cents / 10))
        text.append(UInt8(0x30 + cents % 10))
      }
      text.append(0x0A)
    }
    return text
  }

  private static func append(_ number: Int, to text: inout [UInt8]) {
    if number >= 10 { append(number / 10, to: &text) }
    text.append(UInt8(0x30 + number % 10))
  }
}

/// The producer thread: writes its bytes into the pipe, then closes it.
/// With `bytesPerSecond` > 0 it writes a slice every 10 ms to keep that pace.
final class Producer: Sendable {
  let bytes: [UInt8]
  let fd: Int32
  let bytesPerSecond: Double

  private init(_ bytes: [UInt8], _ fd: Int32, _ bytesPerSecond: Double) {
    self.bytes = bytes
    self.fd = fd
    self.bytesPerSecond = bytesPerSecond
  }

  static func start(_ bytes: [UInt8], into fd: Int32, bytesPerSecond: Double) {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(Producer(bytes, fd, bytesPerSecond)).toOpaque()
    pthread_create(
      &thread, nil,
      { context in
        let producer = Unmanaged<Producer>.fromOpaque(context!).takeRetainedValue()
        producer.write()
        return nil
      }, context)
    pthread_detach(thread)
  }

  private func write() {
    let start = BenchClock.now()
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        var end = buffer.count
        if bytesPerSecond > 0 {
          // Up to where the pace is 10 ms from now, then wait for that moment.
          let due = Int((BenchClock.now() - start + 0.01) * bytesPerSecond)
          end = min(buffer.count, max(offset + 1, due))
          if due <= offset {
            usleep(2000)
            continue
          }
        }
        let count = Glibc.write(fd, buffer.baseAddress! + offset, min(1 << 16, end - offset))
        if count <= 0 { break }
        offset += count
      }
    }
    close(fd)
  }
}
