import ArgumentParser

/// A bad option value found only after the data is loaded (`--chart 9` of 5): reported like
/// ArgumentParser's own usage errors, with exit code 64.
enum UsageError {
  /// Prints `message` and `command`'s usage to standard error; throw the result.
  static func report(_ message: String, for command: ParsableCommand.Type) -> ExitCode {
    let name = command.configuration.commandName ?? ""
    StandardError.write("Error: \(message)")
    StandardError.write("Usage: \(TChartCommand.usageString(for: command))")
    StandardError.write("  See 'tchart \(name) --help' for more information.")
    return ExitCode.validationFailure
  }
}
