import ArgumentParser
import TChartTerminal

/// `tchart debug-input`: shows decoded keys and mouse events (a tool for the terminal layer).
struct DebugInputCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "debug-input",
    abstract: "Show each key and mouse event as tchart decodes it (q quits).",
    shouldDisplay: false
  )

  @Flag(help: "Use the inline terminal of 'tchart pick' instead of the full screen.")
  var inline = false

  @Option(help: "Lines used by --inline.")
  var lines = 6

  func run() throws {
    var program = InputEchoProgram()
    let exit = try Terminal.run(inline ? .inline(lines: lines) : .fullScreen, &program)
    try Terminal.finish(exit)
  }
}
