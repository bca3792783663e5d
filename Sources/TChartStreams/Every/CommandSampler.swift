import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The loop of `--every`: runs the command at each interval (the first at once; a run never
/// overlaps the next, a late one starts the next slot), reads its output as one row
/// (``CommandOutputReader``) at the time the run started, and posts it as a stream batch; a
/// run that fails (exit status, a signal, no number, too long) posts a notice instead, and the
/// next good run clears it. Runs on the stream reader's thread until `stop` is readable.
struct CommandSampler {
  let sampling: CommandSampling
  /// Readable once the sampler must stop.
  let stop: Int32
  let post: (StreamEvent) -> Void

  func run() {
    var reader = CommandOutputReader(program: sampling.program)
    var failing = false
    var next = StreamReader.wallClock()
    while !stopRequested(waitingUntil: next) {
      let start = StreamReader.wallClock()
      let outcome = CommandRun.run(
        sampling.arguments, deadline: start + sampling.timeout, stop: stop)
      if outcome == .stopped { return }
      switch row(of: outcome, reader: &reader) {
      case .success(let values):
        let layout = StreamLayout(
          names: reader.names ?? [], xKind: .time, xIsArrival: true)
        post(.rows(StreamBatch(layout: layout, x: [start], columns: values.map { [$0] })))
        if failing { post(.notice(nil)) }
        failing = false
      case .failure(let problem):
        post(.notice("\(sampling.program): \(problem)"))
        failing = true
      }
      next = start + sampling.interval
      let now = StreamReader.wallClock()
      if next < now {
        // A run that took its whole slot: the next starts at the next slot from now.
        next += ((now - next) / sampling.interval).rounded(.up) * sampling.interval
      }
    }
  }

  /// The row a run gave, or why it gave none.
  private func row(of outcome: CommandRun.Outcome, reader: inout CommandOutputReader)
    -> Result<[Double], CommandOutputReader.Problem>
  {
    switch outcome {
    case .exited(status: 0, let output, errors: _):
      return reader.row(output)
    case .exited(let status, output: _, let errors):
      return .failure(.init(description: "exit status \(status)" + Self.lastLine(errors)))
    case .signalled(let signal, let errors):
      return .failure(.init(description: "ended by signal \(signal)" + Self.lastLine(errors)))
    case .timedOut:
      return .failure(
        .init(description: "still running after \(DurationText.text(sampling.timeout)): stopped"))
    case .cannotStart(let message):
      return .failure(.init(description: "cannot run: \(message)"))
    case .stopped:
      return .failure(.init(description: "stopped"))
    }
  }

  /// ` (LAST LINE)` of what the command wrote on standard error, or nothing.
  static func lastLine(_ errors: [UInt8]) -> String {
    let lines = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline)
    guard let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return "" }
    let text = last.trimmingPrefix(while: \.isWhitespace)
    return " (" + (text.count > 60 ? String(text.prefix(59)) + "…" : String(text)) + ")"
  }

  /// Waits until `deadline` (Unix seconds) or a stop: `true` when stopping.
  private func stopRequested(waitingUntil deadline: Double) -> Bool {
    while true {
      let left = deadline - StreamReader.wallClock()
      var entry = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, Int32(Swift.max(0, Swift.min(left, 60) * 1000).rounded(.up)))
      if ready > 0 { return true }
      if ready < 0 && errno == EINTR { continue }
      if left <= 0 || StreamReader.wallClock() >= deadline { return false }
    }
  }
}
