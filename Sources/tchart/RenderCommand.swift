import ArgumentParser

/// `tchart render`: one frame to standard output.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print one frame of a chart to standard output."
  )

  func run() throws {
    StandardError.write("tchart: render is not wired yet")
    throw ExitCode.failure
  }
}
