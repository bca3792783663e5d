import ArgumentParser
import TChartData
import TChartExplorer

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

extension ExplorerState {
  /// The state `options` ask for, or their usage error reported for `command` (exit 64) when
  /// they do not fit the loaded chart sets.
  init(chartSets: [ChartSet], options: ExplorerOptions, for command: ParsableCommand.Type) throws {
    do {
      try self.init(chartSets: chartSets, options: options)
    } catch {
      throw UsageError.report(error.description, for: command)
    }
  }
}
