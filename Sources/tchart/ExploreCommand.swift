import ArgumentParser

/// `tchart [FILE]`: the interactive explorer.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Open the interactive explorer (the default command)."
  )

  func run() throws {
    StandardError.write("tchart: the explorer is not wired yet")
    throw ExitCode.failure
  }
}
