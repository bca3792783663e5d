import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of an `--every` command: `argv` executed directly (no shell; `PATH` searched) in a
/// process group of its own, standard input from `/dev/null`, standard output and error read
/// through pipes until it exits; at its deadline, or when `stop` becomes readable, its group is
/// stopped (SIGTERM, then SIGKILL after ``ChildProcessGroup/grace``).
enum CommandRun {
  /// How a run ended.
  enum Outcome: Equatable {
    /// It exited with `status` after printing `output` (standard output) and `errors`.
    case exited(status: Int32, output: [UInt8], errors: [UInt8])
    /// A signal ended it.
    case signalled(Int32, errors: [UInt8])
    /// It was still running at the deadline: stopped.
    case timedOut
    /// The sampler is stopping: the run was stopped.
    case stopped
    /// It could not be started (`No such file or directory`).
    case cannotStart(String)
  }

  /// The most of standard output kept (the end is what counts: the last row).
  static let outputLimit = 1 << 20
  /// The most of standard error kept (its last line is shown).
  static let errorLimit = 4096

  /// Runs `argv` until it exits, `deadline` (Unix seconds) passes or `stop` is readable.
  static func run(_ argv: [String], deadline: Double, stop: Int32) -> Outcome {
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard openPipe(&output) else { return .cannotStart(lastError) }
    guard openPipe(&errors) else {
      output.forEach { close($0) }
      return .cannotStart(lastError)
    }
    let spawned = spawn(argv, stdout: output[1], stderr: errors[1])
    close(output[1])
    close(errors[1])
    guard case .success(let pid) = spawned else {
      close(output[0])
      close(errors[0])
      if case .failure(let message) = spawned { return .cannotStart(message.description) }
      return .cannotStart("")
    }
    defer {
      close(output[0])
      close(errors[0])
    }
    guard ChildProcessGroup.started(pid) else {
      ChildProcessGroup.stop(group: pid)
      ChildProcessGroup.ended(pid)
      return .stopped
    }
    var collected = Collected()
    let ending = collect(
      pid, output: output[0], errors: errors[0], stop: stop, deadline: deadline,
      into: &collected)
    guard case .exited(let status) = ending else {
      ChildProcessGroup.stop(group: pid)
      _ = reap(pid, until: nil)
      ChildProcessGroup.ended(pid)
      if case .ended(let outcome) = ending { return outcome }
      return .timedOut
    }
    ChildProcessGroup.ended(pid)
    // What the command left running in its group goes with it.
    _ = kill(-pid, SIGKILL)
    if status & 0x7F != 0 { return .signalled(status & 0x7F, errors: collected.errors) }
    return .exited(status: (status >> 8) & 0xFF, output: collected.output, errors: collected.errors)
  }

  /// A pipe whose ends close on exec (the child gets copies on its descriptors 1 and 2).
  private static func openPipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  private static var lastError: String { String(cString: strerror(errno)) }

  /// The bytes read so far.
  private struct Collected {
    var output: [UInt8] = []
    var errors: [UInt8] = []
  }

  /// How a run's reading ended.
  private enum Ending {
    /// The command exited with this wait status (reaped).
    case exited(Int32)
    /// It did not exit by itself: the run ends so, its group still to be stopped.
    case ended(Outcome)
  }

  /// While the pipes are open, how often whether the command exited is checked: a child it
  /// left running in the background may hold its output open long after it exited.
  static let exitCheckMilliseconds: Double = 50

  /// Reads both pipes until the command `pid` exits (what it wrote before is read to the
  /// end; a child left holding the pipes does not keep the run going), the deadline passes
  /// (`.timedOut`) or `stop` is readable (`.stopped`).
  private static func collect(
    _ pid: Int32, output: Int32, errors: Int32, stop: Int32, deadline: Double,
    into collected: inout Collected
  ) -> Ending {
    var open = [output, errors]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// Reads what `fds` say is ready; a pipe at its end is no longer open.
    func readReady(_ fds: [pollfd]) {
      for entry in fds where entry.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          open.removeAll { $0 == entry.fd }
          continue
        }
        if entry.fd == output {
          keep(buffer[..<count], in: &collected.output, limit: outputLimit)
        } else {
          keep(buffer[..<count], in: &collected.errors, limit: errorLimit)
        }
      }
    }
    while !open.isEmpty {
      let left = deadline - wallClock()
      guard left > 0 else { return .ended(.timedOut) }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      fds.append(pollfd(fd: stop, events: Int16(POLLIN), revents: 0))
      let wait = min(left * 1000, exitCheckMilliseconds).rounded(.up)
      let ready = poll(&fds, nfds_t(fds.count), Int32(wait))
      if ready < 0 && errno != EINTR { return .ended(.cannotStart(lastError)) }
      if fds[fds.count - 1].revents != 0 { return .ended(.stopped) }
      readReady(Array(fds.dropLast()))
      var status: Int32 = 0
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid {
        // Exited: what it wrote waits in the pipes (at most their capacity, 1 MiB each): read
        // it, but not what a child left writing adds for ever.
        for _ in 0..<(2 * (1 << 20) / buffer.count) where !open.isEmpty {
          var pending = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
          guard poll(&pending, nfds_t(pending.count), 0) > 0 else { break }
          readReady(pending)
        }
        return .exited(status)
      }
      if reaped < 0 && errno == ECHILD { return .ended(.stopped) }
    }
    // Both pipes closed: the command exits now (or holds on past its deadline).
    guard let status = reap(pid, until: deadline) else { return .ended(.timedOut) }
    return .exited(status)
  }

  /// Appends `bytes` to `kept`, keeping only the last `limit` bytes.
  private static func keep(_ bytes: ArraySlice<UInt8>, in kept: inout [UInt8], limit: Int) {
    kept.append(contentsOf: bytes)
    if kept.count > limit { kept.removeFirst(kept.count - limit) }
  }

  /// Waits for `pid` until `deadline` (for ever when `nil`): its wait status, or `nil` at the
  /// deadline (or when it was reaped elsewhere: by ``ChildProcessGroup/terminateNow()``).
  private static func reap(_ pid: Int32, until deadline: Double?) -> Int32? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
      if reaped == pid { return status }
      if reaped < 0 && errno != EINTR { return nil }
      if let deadline, wallClock() >= deadline { return nil }
      if deadline != nil { usleep(5000) }
    }
  }

  /// Starts `argv` in a new process group with the default signal dispositions and mask.
  private static func spawn(_ argv: [String], stdout: Int32, stderr: Int32) -> Result<
    Int32, CommandOutputReader.Problem
  > {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var arguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, argv[0], &actions, &attributes, &arguments, environment)
    guard result == 0 else {
      return .failure(.init(description: String(cString: strerror(result))))
    }
    return .success(pid)
  }

  /// The process's environment (`environ`, read through `dlsym`: Swift 6 refuses the C global).
  private static var environment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "environ") else {
      return nil
    }
    let pointer = symbol.assumingMemoryBound(
      to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self)
    return UnsafePointer(pointer.pointee)
  }

  /// Unix seconds now.
  static func wallClock() -> Double { StreamReader.wallClock() }
}
