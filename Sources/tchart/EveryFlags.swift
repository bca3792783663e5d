import ArgumentParser
import TChartStreams

#if canImport(Glibc)
  import Glibc
#endif

/// `--every INTERVAL -- CMD [ARGS…]`: the explorer runs CMD at each interval, one row per run
/// (see ``CommandSampler``). A bad interval, a missing command or one given with a file is a
/// one-line usage error (64); a program not found is 66, a file that cannot be run 77.
struct EveryFlags: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Run the command after -- every INTERVAL (500ms, 2s, 1m): one row per run, at the time "
        + "it ran (a number, a table's last row or a JSON object's numbers).",
      valueName: "interval"))
  var every: String?

  @Option(
    name: .customLong("every-timeout"),
    help: ArgumentHelp(
      "Stop a run of the --every command after this long (default and most: the interval).",
      valueName: "duration"))
  var everyTimeout: String?

  @Argument(
    parsing: .postTerminator,
    help: ArgumentHelp("The --every command and its arguments (after --).", valueName: "command"))
  var command: [String] = []

  /// What to run, or `nil` without `--every`; usage errors are written as one line and thrown
  /// as their exit code.
  func sampling(file: String?, follow: String?) throws -> CommandSampling? {
    guard let every else {
      if !command.isEmpty {
        throw Self.refuse("a command after -- needs --every INTERVAL (e.g. --every 2s -- date +%s)")
      }
      if everyTimeout != nil { throw Self.refuse("--every-timeout needs --every") }
      return nil
    }
    let interval: Double
    var timeout: Double?
    do throws(DurationText.Problem) {
      interval = try DurationText.seconds(every, flag: "--every")
      if let everyTimeout {
        timeout = try DurationText.seconds(everyTimeout, flag: "--every-timeout")
      }
    } catch {
      throw Self.refuse(error.description)
    }
    guard !command.isEmpty else {
      throw Self.refuse("--every \(every): no command after -- (e.g. --every 2s -- date +%s)")
    }
    if file != nil || follow != nil {
      throw Self.refuse("give either a file, --follow FILE or --every … -- CMD, not two")
    }
    switch Self.lookUp(command[0]) {
    case .executable: break
    case .missing:
      StandardError.write("tchart: --every: \(command[0]): no such program (PATH searched)")
      throw ExitCode(66)
    case .notExecutable(let path):
      StandardError.write(
        "tchart: --every: \(path): not an executable file (chmod +x it, or name its "
          + "interpreter: -- sh \(path))")
      throw ExitCode(77)
    }
    return CommandSampling(arguments: command, interval: interval, timeout: timeout)
  }

  /// Writes `message` as one line; the usage error's exit code (64) to throw.
  private static func refuse(_ message: String) -> ExitCode {
    StandardError.write("tchart: " + message)
    return ExitCode.validationFailure
  }

  /// What a program's name finds.
  enum ProgramLookup: Equatable {
    /// An executable file.
    case executable
    /// No file by that name (`PATH` searched for a bare name).
    case missing
    /// A file that cannot be run (no execute permission, or a folder): its path.
    case notExecutable(String)
  }

  /// What `program` names: a path as it is, a bare name in `PATH` (the first executable file
  /// there; else the first file found, which is not executable).
  static func lookUp(_ program: String) -> ProgramLookup {
    if program.contains("/") { return kind(of: program) }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    var found = ProgramLookup.missing
    for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + program
      switch kind(of: candidate) {
      case .executable: return .executable
      case .notExecutable where found == .missing: found = .notExecutable(candidate)
      default: break
      }
    }
    return found
  }

  /// Whether the file at `path` can be run.
  private static func kind(of path: String) -> ProgramLookup {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    guard info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
      return .notExecutable(path)
    }
    return .executable
  }
}
