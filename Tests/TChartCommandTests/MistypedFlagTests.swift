import ArgumentParser
import Testing

@testable import tchart

/// A mistyped flag followed by its value (`--lyout split FILE`) is named as the unknown option
/// with the closest flag, not read as a file and a PromQL query.
@Suite struct MistypedFlagTests {
  @Test func aMistypedFlagWithAValueSaysTheClosestFlag() {
    for arguments in [
      ["--lyout", "split", "data.csv"], ["render", "--lyout", "split", "data.csv"],
      ["render", "data.csv", "--lyout", "split"],
    ] {
      do {
        _ = try TChartCommand.parseAsRoot(arguments)
        Issue.record("\(arguments) parsed")
      } catch {
        #expect(
          TChartCommand.message(for: error)
            == "Unknown option '--lyout'. Did you mean '--layout'?", "\(arguments)")
        #expect(TChartCommand.exitCode(for: error) == .validationFailure)
      }
    }
  }

  /// The second argument is still checked, when the command runs.
  @Test func aSecondArgumentOfAFileIsStillNoQuery() throws {
    let flags = try DataSourceOptions.parse(["data.csv", "up"])
    #expect(throws: ValidationError.self) { try flags.checkQueries() }
  }
}
