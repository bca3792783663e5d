import ArgumentParser
import TChartManual

/// `tchart manual-sections`: prints the man page's keys, mouse, files, configuration, exit
/// status and examples sections (mdoc), which `make man` adds to ArgumentParser's page.
struct ManualCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual-sections",
    abstract: "Print the man page's own sections (mdoc), for make man.",
    shouldDisplay: false
  )

  func run() {
    print(ManualSections.text, terminator: "")
  }
}
