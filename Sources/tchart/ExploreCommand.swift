import ArgumentParser
import TChartExplorer
import TChartRender
import TChartTerminal

/// `tchart [FILE]`: the interactive explorer.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Open the interactive explorer (the default command).",
    discussion: """
      Keys: 1-9 toggle a line, Shift+digit (! @ # …) shows only that line, / opens the line \
      picker (type to filter, Enter toggles, Tab shows only it, Ctrl-A all); Tab/Shift-Tab \
      (or ] and [) next/previous chart set; ←/→ (or h/l) move the indicator one sample, \
      Shift-←/→ or PgUp/PgDn a tenth of the window, Home/End to the ends; +/- zoom around \
      the indicator, H/L or < > pan, 0 the whole span; Enter zooms into the day under the \
      indicator (stage-2 folders) or shows the pie of the window (percentage charts), \
      Backspace comes back; s moves the keys between the graph \
      and the slider; n cycles the themes; ? shows every key and mouse gesture; q, Esc or \
      Ctrl-C quit; Ctrl-Z suspends (fg resumes).

      Mouse: press or drag in the graph to move the indicator; drag the mini-map window to \
      pan, or its edges to resize it; drag the slider's handles or the selection between \
      them; click a legend token to toggle its line; the wheel zooms over the graph and pans \
      over the mini-map.

      Needs a terminal on standard input and output (use `tchart render` otherwise); \
      NO_COLOR gives a monochrome screen.
      """
  )

  @OptionGroup var source: DataSourceOptions

  @Flag(help: "Jump to new Y ranges instead of animating them.")
  var noAnimation = false

  @Option(help: "Colours: terminal (your terminal's own), night or day.")
  var theme: ThemeChoice = .terminal

  func run() throws {
    let chartSets = try source.load()
    if source.file == "-" { Terminal.takeKeysFromControllingTerminal() }
    var options = ExplorerOptions()
    options.theme = theme
    options.animates = !noAnimation
    options.monochrome = noColorRequested
    options.size = TerminalSize.of(fd: 1) ?? options.size
    let state = try ExplorerState(chartSets: chartSets, options: options, for: Self.self)
    var program = Explorer(state: state)
    try Terminal.finish(try Terminal.run(.fullScreen, &program))
  }
}

extension ThemeChoice: ExpressibleByArgument {}
