// PLACEHOLDER owned by helper "slider": replaced by the real `tchart pick` on branch `slider`.
import ArgumentParser

/// `tchart pick` (placeholder until the slider lands).
struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Pick a range with a two-handle slider shown below the cursor (not yet available).",
    shouldDisplay: false
  )

  func run() throws {
    StandardError.write("tchart: pick is not available in this build")
    throw ExitCode.failure
  }
}
