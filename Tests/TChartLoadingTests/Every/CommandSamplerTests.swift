import Glibc
import Testing

@testable import TChartStreams

/// `--every` end to end through the stream reader: tiny scripts run at an interval, their rows
/// arrive at the runs' times, failures and timeouts are notices, and stopping leaves no process.
@Suite(.serialized) struct CommandSamplerTests {
  /// A script of `body` in a directory of its own; its path.
  func script(_ body: String) -> String {
    var template = Array("/tmp/tchart-every-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
    let path = directory + "/probe.sh"
    let text = "#!/bin/sh\ncd \(directory)\n" + body + "\n"
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
    _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    return path
  }

  /// The events `reader` posts until `done` holds for them (or 10 s pass).
  func events(
    _ reader: StreamReader, until done: ([StreamEvent]) -> Bool
  ) -> [StreamEvent] {
    var events: [StreamEvent] = []
    let deadline = StreamReader.wallClock() + 10
    while !done(events) && StreamReader.wallClock() < deadline {
      var entry = pollfd(fd: reader.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 200)
      events += reader.take()
    }
    return events
  }

  func rows(_ events: [StreamEvent]) -> [StreamBatch] {
    events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
  }

  func notices(_ events: [StreamEvent]) -> [String?] {
    events.compactMap { if case .notice(let text) = $0 { .some(text) } else { nil } }
  }

  /// Whether process `pid` is gone (or a zombie waiting for init: it runs no more).
  /// Whether `pid` is gone (or a zombie) within 5 s: a signal is delivered asynchronously, and
  /// a loaded machine may take a moment to end the process it was sent to.
  func isGone(_ pid: Int32) -> Bool {
    for _ in 0..<500 {
      if isGoneNow(pid) { return true }
      usleep(10_000)
    }
    return false
  }

  func isGoneNow(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return errno == ESRCH }
    let fd = open("/proc/\(pid)/stat", O_RDONLY)
    guard fd >= 0 else { return true }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    let text = String(decoding: bytes.prefix(Swift.max(0, count)), as: UTF8.self)
    return text.split(separator: ")").last?.split(separator: " ").first == "Z"
  }

  func readPIDs(_ path: String) -> [Int32] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return String(decoding: bytes.prefix(Swift.max(0, count)), as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
  }

  @Test func rowsArriveAtTheRunsTimesOnePerRun() {
    let path = script(
      "n=$(cat n 2>/dev/null || echo 0); n=$((n+1)); echo $n > n\necho \"a b\"\necho \"$n $((n*10))\""
    )
    let start = StreamReader.wallClock()
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: [path], interval: 0.2)), name: "probe",
      options: StreamOptions())
    defer { reader.stop() }
    let batches = rows(events(reader) { rows($0).flatMap(\.x).count >= 3 })
    let x = batches.flatMap(\.x)
    #expect(batches.first?.layout?.names == ["a", "b"])
    #expect(batches.first?.layout?.xIsArrival == true)
    #expect(Array(batches.flatMap { $0.columns.first ?? [] }.prefix(3)) == [1, 2, 3])
    #expect(Array(batches.flatMap { $0.columns.last ?? [] }.prefix(3)) == [10, 20, 30])
    #expect(x.count >= 3 && x[0] >= start && x[0] < start + 0.5)
    for (earlier, later) in zip(x, x.dropFirst()) {
      // One run per interval: the runs start 0.2 s apart, never closer (a slot missed on a
      // loaded machine is skipped, not caught up).
      #expect(later - earlier > 0.15 && later - earlier < 2)
    }
  }

  @Test func aFailingRunIsANoticeAndTheNextGoodRunClearsIt() {
    let path = script(
      "n=$(cat n 2>/dev/null || echo 0); n=$((n+1)); echo $n > n\n"
        + "if [ $n = 2 ]; then echo 'no such disk' >&2; exit 3; fi\necho $n")
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: [path], interval: 0.1)), name: "probe",
      options: StreamOptions())
    defer { reader.stop() }
    let events = events(reader) { rows($0).flatMap(\.x).count >= 2 && notices($0).count >= 2 }
    #expect(notices(events) == ["probe.sh: exit status 3 (no such disk)", nil])
    #expect(rows(events).flatMap { $0.columns.first ?? [] }.prefix(2) == [1, 3])
  }

  @Test func outputWithoutANumberIsANotice() {
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: ["echo", "hello"], interval: 0.1)),
      name: "echo", options: StreamOptions())
    defer { reader.stop() }
    let events = events(reader) { !notices($0).isEmpty }
    #expect(notices(events).first == "echo: printed no number ('hello')")
    #expect(rows(events).isEmpty)
  }

  @Test func aRunPastItsTimeoutIsStoppedWithItsGroup() {
    let path = script("sleep 30 &\necho $$ $! > pids\nwait")
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: [path], interval: 0.3)), name: "probe",
      options: StreamOptions())
    defer { reader.stop() }
    let events = events(reader) { !notices($0).isEmpty }
    #expect(notices(events).first == "probe.sh: still running after 300ms: stopped")
    let pids = readPIDs(path.replacing("probe.sh", with: "pids"))
    #expect(pids.count == 2)
    for pid in pids { #expect(isGone(pid), "process \(pid) left running") }
  }

  @Test func aRunEndsWhenItsProcessExitsThoughAChildHoldsItsOutput() {
    // The background child keeps standard output open long after the command exited: the run
    // ended with the command (its row arrives), and the child goes with its group.
    let path = script("sleep 30 &\necho $! > pids\necho 7")
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: [path], interval: 1)), name: "probe",
      options: StreamOptions())
    defer { reader.stop() }
    let events = events(reader) { !rows($0).isEmpty || !notices($0).isEmpty }
    #expect(notices(events).isEmpty)
    #expect(rows(events).flatMap { $0.columns.first ?? [] }.first == 7)
    let pids = readPIDs(path.replacing("probe.sh", with: "pids"))
    #expect(pids.count == 1)
    for pid in pids { #expect(isGone(pid), "process \(pid) left running") }
  }

  @Test func stoppingLeavesNoProcessBehind() {
    let path = script("sleep 30 &\necho $$ $! > pids\nwait")
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: [path], interval: 60)), name: "probe",
      options: StreamOptions())
    let pidFile = path.replacing("probe.sh", with: "pids")
    let deadline = StreamReader.wallClock() + 5
    while readPIDs(pidFile).count < 2 && StreamReader.wallClock() < deadline { usleep(20_000) }
    let pids = readPIDs(pidFile)
    #expect(pids.count == 2)
    let before = StreamReader.wallClock()
    reader.stop()
    #expect(StreamReader.wallClock() - before < 1.5)
    for pid in pids { #expect(isGone(pid), "process \(pid) left running") }
  }

  @Test func aProgramThatCannotRunIsANotice() {
    let reader = StreamReader(
      source: .command(CommandSampling(arguments: ["/nonexistent/probe"], interval: 0.1)),
      name: "probe", options: StreamOptions())
    defer { reader.stop() }
    let events = events(reader) { !notices($0).isEmpty }
    #expect(notices(events).first == "probe: cannot run: No such file or directory")
  }

  @Test func theTimeoutIsAtMostTheInterval() {
    #expect(CommandSampling(arguments: ["x"], interval: 2).timeout == 2)
    #expect(CommandSampling(arguments: ["x"], interval: 2, timeout: 0.5).timeout == 0.5)
    #expect(CommandSampling(arguments: ["x"], interval: 2, timeout: 5).timeout == 2)
    #expect(
      CommandSampling(arguments: ["/usr/bin/vmstat", "1", "2"], interval: 2).program == "vmstat")
    #expect(CommandSampling(arguments: ["vmstat", "1", "2"], interval: 2).name == "vmstat 1 2")
  }
}
