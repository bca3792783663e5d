import ArgumentParser
import TChartStreams

#if canImport(Glibc)
  import Glibc
#endif

/// `--every INTERVAL -- CMD [ARGS…]`: the explorer runs CMD at each interval, one row per run
/// (see ``CommandSampler``). A bad interval, a missing command or one given with a file is a
/// one-line usage error (64); a program not found is 66.
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
    guard Self.canExecute(command[0]) else {
      StandardError.write("tchart: --every: \(command[0]): no such program (PATH searched)")
      throw ExitCode(66)
    }
    return CommandSampling(arguments: command, interval: interval, timeout: timeout)
  }

  /// Writes `message` as one line; the usage error's exit code (64) to throw.
  private static func refuse(_ message: String) -> ExitCode {
    StandardError.write("tchart: " + message)
    return ExitCode.validationFailure
  }

  /// Whether `program` names an executable file: a path as it is, a name in `PATH`.
  static func canExecute(_ program: String) -> Bool {
    if program.contains("/") { return access(program, X_OK) == 0 }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":", omittingEmptySubsequences: false).contains { directory in
      let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + program
      var info = stat()
      return stat(candidate, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        && access(candidate, X_OK) == 0
    }
  }
}
