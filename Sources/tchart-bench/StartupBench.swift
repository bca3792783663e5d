import Glibc

/// Whole-process figures: spawns a command with stdout to /dev/null and times it to its exit.
enum ProcessTimer {
  /// The directory of this executable (the release `tchart` sits next to it).
  static func executableDirectory() -> String {
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { return "." }
    let text = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(text[..<(text.lastIndex(of: "/") ?? text.endIndex)])
  }

  /// Runs `arguments` (the first is the program path); returns (exit status, milliseconds).
  static func run(_ arguments: [String]) -> (status: Int32, milliseconds: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = BenchClock.now()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { return (-1, 0) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = (BenchClock.now() - start) * 1000
    let exited = status & 0x7f == 0
    return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), elapsed)
  }

  /// The median of `runs` timed runs after one warm-up; `nil` when a run fails.
  static func median(_ arguments: [String], runs: Int) -> Double? {
    guard run(arguments).status == 0 else { return nil }
    var times: [Double] = []
    for _ in 0..<runs {
      let result = run(arguments)
      guard result.status == 0 else { return nil }
      times.append(result.milliseconds)
    }
    return BenchClock.median(times)
  }
}
