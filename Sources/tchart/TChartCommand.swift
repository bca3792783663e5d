import ArgumentParser

/// `tchart`: the explorer by default, plus `render` and `pick`.
@main
struct TChartCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tchart",
    abstract: "Explore line charts in the terminal: braille graphs, a mini-map and a range slider.",
    discussion: """
      With no subcommand, tchart opens the explorer on FILE (a Telegram 2019 contest JSON file:
      an array of charts or one chart object), or on a bundled sample when FILE is omitted.
      Exit codes: 0 done, 64 bad usage, 65 bad data, 66 unreadable file, 130 cancelled.
      If tchart is killed with SIGKILL the terminal cannot be restored: run `reset`.
      """,
    version: "tchart 0.1.0",
    subcommands: [
      ExploreCommand.self, RenderCommand.self, PickCommand.self, DebugInputCommand.self,
    ],
    defaultSubcommand: ExploreCommand.self
  )
}
