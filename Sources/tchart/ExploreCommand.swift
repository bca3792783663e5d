import ArgumentParser
import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartRender
import TChartSources
import TChartStreams
import TChartTerminal

/// `tchart [FILE]`: the interactive explorer.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Open the interactive explorer (the default command).",
    discussion: """
      Keys: 1-9 toggle a line, Shift+digit (! @ # …) shows only that line, / opens the line \
      picker (type to filter, Enter shows only the line and closes, Space shows or hides it, Tab \
      shows only it and stays open, Right/Left its Y axis, Ctrl-A \
      all); Tab/Shift-Tab next/previous chart set; ] and [ the next/previous event \
      (--events); ←/→ (or h/l) move the indicator one sample, \
      Shift-←/→ or PgUp/PgDn a tenth of the window, Home/End to the ends; +/- zoom around \
      the indicator, H/L or < > pan, 0 the whole span; Enter zooms into the day under the \
      indicator (stage-2 folders) or shows the pie of the window (percentage charts), \
      Backspace comes back; s moves the keys between the graph \
      and the slider; n cycles the themes; z shows the times in UTC or in --tz again; u \
      undoes a change of the view and Ctrl-R redoes it; g goes to a date (2019-03-08, \
      14:05) or by a move from the indicator (+3d, -1w); C opens the columns sheet (how \
      each column was read; x, Space, s and f choose another x, lines, series key or date \
      form, Enter reads the file again); r shows the file's rows at the indicator as written \
      (Up/Down move, / searches), Y copies the indicator's date and values (OSC 52); \
      ? shows every key and mouse gesture; q, Esc or Ctrl-C quit; Ctrl-Z suspends (fg \
      resumes).

      Sessions: on quit the view of a file or a database table (chart set, windows, hidden \
      lines, right-axis lines, theme) is saved under $XDG_STATE_HOME/tchart (default \
      ~/.local/state/tchart) and \
      shown again when the same file or table is opened; a changed file keeps what still \
      applies; --fresh starts over.

      Streams: `-` on a pipe (or a FIFO, or --follow FILE) opens at once and draws rows as \
      they arrive; the window follows the newest sample while it touches it; any move pauses \
      (the title says paused · +N new) and f or End follow again. A first row of numbers is \
      data (lines 1, 2, …); with one number per row x is the arrival time. --keep N keeps \
      the newest N samples. Example: ping -i 0.2 host | mawk -W interactive -F'time=' '/time=/ \
      {print $2+0}' | tchart - (mawk, Debian's awk, buffers a pipe otherwise).

      Commands: --every 2s -- CMD [ARGS...] runs CMD every 2 s (no shell) and appends one row \
      per run at its time: its numbers, a table's last row under its header, or a JSON \
      object's numbers by dotted path. A failed or overlong run (--every-timeout, default the \
      interval) is a message on the status line; quitting stops it. m shows the message log \
      (the loader's notes, skipped rows, failed runs).

      Mouse: press or drag in the graph to move the indicator; drag the mini-map window to \
      pan, or its edges to resize it; drag the slider's handles or the selection between \
      them; click a legend token to toggle its line; the wheel zooms over the graph and pans \
      over the mini-map.

      Defaults: $XDG_CONFIG_HOME/tchart/config.toml (default ~/.config/tchart/config.toml) \
      may set \(ConfigKey.listed); a flag \
      wins over the file. \
      --print-config shows the settings in force and where each comes from.

      Needs a terminal on standard input and output (use `tchart render` otherwise); \
      NO_COLOR gives a monochrome screen.
      """
  )

  @OptionGroup var source: DataSourceOptions

  @OptionGroup(title: "Streams") var streamFlags: StreamFlags

  @OptionGroup(title: "Commands") var everyFlags: EveryFlags

  @Flag(name: .view(.animation), inversion: .prefixedNo, help: .explore(.animation))
  var animation: Bool?

  @Option(name: .view(.theme), help: .explore(.theme))
  var theme: ThemeChoice?

  @Option(name: .view(.glyphs), help: .explore(.glyphs))
  var glyphs: GlyphMode?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Show the key bar under the status line (on screens of 30 rows or more) and, until the "
        + "indicator moves, how to see the values at a point (the default), or hide them with "
        + "--no-hints."))
  var hints: Bool?

  @Flag(help: "Ignore the view saved for the file (it is still saved on quit).")
  var fresh = false

  @Option(name: .view(.yScale), help: .explore(.yScale))
  var yScale: YScaleMode?

  @Option(name: .view(.layout), help: .explore(.layout))
  var layout: LayoutMode?

  @Option(name: .view(.view), help: .explore(.view))
  var view: GraphView?

  @Option(name: .view(.sort), help: .explore(.sort))
  var sort: CategoryOrder = .value

  @Option(name: .view(.right), help: .explore(.right))
  var right: LineNameList?

  @OptionGroup var shiftFlag: ShiftFlag

  @Flag(
    help: "Print the settings in force (flags, config file, defaults) and where each comes from.")
  var printConfig = false

  /// The view options the command line gave, with their arguments as given: the config file's
  /// and a restored session's values yield to these.
  var givenViewOptions: [ViewOption: String] {
    let given: [ViewOption: String?] = [
      .theme: theme?.rawValue, .animation: animation.map { String($0) },
      .yScale: yScale?.rawValue, .layout: layout?.rawValue, .glyphs: glyphs?.rawValue,
      .right: right?.names.joined(separator: ","), .shift: shiftFlag.shift, .view: view?.text,
    ]
    return given.compactMapValues { $0 }
  }

  /// The arguments the command line gave for the config file's keys (what `--print-config`
  /// calls `flag`).
  var configFlags: [ConfigKey: String] {
    var flags: [ConfigKey: String] = [:]
    for (option, argument) in givenViewOptions {
      if let key = ConfigKey(option: option) { flags[key] = argument }
    }
    flags[.timeZone] = source.timeZoneFlag
    flags[.keep] = streamFlags.keep.map { String($0) }
    flags[.cache] = source.cache.map { String($0) }
    flags[.hints] = hints.map { String($0) }
    flags[.cacheSize] = source.cacheSize
    flags[.maxAnswer] = source.maxAnswer
    return flags
  }

  /// What the command line set, which a restored session keeps.
  var overrides: SessionOverrides {
    var overrides = SessionOverrides(given: givenViewOptions.keys)
    if source.timeZoneFlag != nil { overrides.insert(.timeZone) }
    return overrides
  }

  mutating func run() throws {
    // `tchart -- -odd.csv`: one word after `--` without --every is still the file it was.
    if everyFlags.every == nil, source.file == nil, everyFlags.command.count == 1 {
      source.file = everyFlags.command.removeFirst()
    }
    try source.checkQueries()
    try shiftFlag.check()
    let settings = try Settings.forCommandLine()
    if printConfig {
      print(settings.printout(flags: configFlags), terminator: "")
      return
    }
    if source.isRemoteSource, let backend = try source.tableBackend(settings: settings) {
      defer { (backend as? SummarizedSeriesBackend)?.finishSaving() }
      return try runServerTable(backend, settings: settings)
    }
    if let (backend, description) = try source.openTable(settings: settings) {
      // A block summary being written to the cache is finished before the process ends.
      defer { (backend as? SummarizedSeriesBackend)?.finishSaving() }
      return try runTable(backend, description, settings: settings)
    }
    if let sampling = try everyFlags.sampling(file: source.file, follow: streamFlags.follow) {
      // A fatal signal stops the command's run too (the terminal is restored first).
      TerminalRestorer.onFatalSignal = { ChildProcessGroup.terminateNow() }
      return try runStream(.command(sampling), name: sampling.name, settings: settings)
    }
    if let (input, name) = try streamFlags.source(file: source.file) {
      return try runStream(input, name: name, settings: settings)
    }
    try streamFlags.refuseWithoutStream()
    // A file's cache entry is written in the background while the user looks; quitting waits
    // for it at most ``cacheWait`` seconds, then abandons it.
    let loads = source.cachedLoads(settings: settings)
    defer { DataSourceOptions.finishCache(loads, waitingAtMost: Self.cacheWait) }
    if let file = source.file, file != "-" {
      return try runFile(file, loads: loads, settings: settings)
    }
    let (chartSets, notes) = try source.chartSetsAndNotes(
      source.loadOutcome(loads), settings: settings)
    if source.file == "-" { Terminal.takeKeysFromControllingTerminal() }
    try runExplorer(chartSets, notes: notes, settings: settings)
  }

  /// The explorer on chart sets loaded before it opens; `reading`: a file the columns sheet
  /// may read again with `rereader`; `rows`: where `r` finds a file's rows.
  func runExplorer(
    _ chartSets: [ChartSet], notes: [LoadNote], settings: Settings, reading: FileReading? = nil,
    rereader: FileRereader? = nil, rows: RowSource? = nil
  ) throws {
    var options = try explorerOptions(settings)
    options.notes = notes
    options.reading = reading
    options.rows = rows
    var state = try ExplorerState(chartSets: chartSets, options: options, for: Self.self)
    let session = ExploreSession(path: source.file)
    session?.restore(into: &state, fresh: fresh, overrides: overrides)
    var program = Explorer(state: state, rereader: rereader, effects: EffectRunner())
    let exit = try Terminal.run(.fullScreen, &program)
    if exit.code == 0 { session?.save(program.state) }
    try Terminal.finish(exit)
  }

  /// The explorer's options from the flags, else the config file, else the defaults (the
  /// layout: the flag, else the config file's; a session's, restored later, wins over the
  /// config file's); the terminal's colours, glyphs and size.
  func explorerOptions(_ settings: Settings) throws -> ExplorerOptions {
    var options = ExplorerOptions()
    options.theme = settings.value(.theme, flag: theme) ?? .terminal
    options.yScale = settings.value(.yScale, flag: yScale) ?? .window
    options.hintsScaleClash = true
    options.copiesToClipboard = terminalTakesCopies
    options.animates = settings.value(.animation, flag: animation) ?? true
    options.hints = settings.value(.hints, flag: hints) ?? true
    options.monochrome = noColorRequested
    options.colorDepth = announcedColorDepth
    options.glyphs = (settings.value(.glyphs, flag: glyphs) ?? .auto).terminalGlyphSet()
    options.size = TerminalSize.of(fd: 1) ?? options.size
    options.layout = settings.value(.layout, flag: layout) ?? .one
    options.view = view
    options.sort = sort
    options.right = right?.names ?? []
    options.events = try source.loadEvents()
    options.shift = shiftFlag.period
    return options
  }

  /// How long a file's load may take before the explorer opens without waiting for it.
  static let loadWait = 0.1
  /// How long quitting waits for a cache entry still being written.
  static let cacheWait = 2.0

  /// The explorer on a stream: it opens at once, waiting for data, while a reader thread
  /// reads `input`.
  private func runStream(_ input: StreamReader.Source, name: String, settings: Settings) throws {
    let options = try streamFlags.options(source)
    let reader = StreamReader(source: input, name: name, options: options)
    Terminal.takeKeysFromControllingTerminal()
    let keep = settings.value(.keep, flag: streamFlags.keep)
    var live = LiveStream(name: name, keep: keep)
    // `--y` on a stream: derived lines added to the first rows and extended with each batch.
    live.terms = try source.yTerms()
    try runExplorer(waitingFor: live, reader: reader, settings: settings)
  }

  /// The explorer waiting for what `reader` reads into `live`; a file loading in the background
  /// has its `session`.
  func runExplorer(
    waitingFor live: LiveStream, reader: StreamReader, settings: Settings,
    session: ExploreSession? = nil, reading: FileReading? = nil, rereader: FileRereader? = nil,
    rows: RowSource? = nil
  ) throws {
    var options = try explorerOptions(settings)
    options.reading = reading
    options.rows = rows
    var state = ExplorerState(
      waitingFor: live, options: options, timeZone: source.timeZone(settings))
    session?.restore(into: &state, fresh: fresh, overrides: overrides)
    var program = Explorer(
      state: state, reader: reader, rereader: rereader, effects: EffectRunner())
    // An --every command stops on every way out (its run gets SIGTERM, then SIGKILL).
    defer { reader.stop() }
    let exit = try Terminal.run(.fullScreen, &program)
    if exit.code == 0 { session?.save(program.state) }
    try Terminal.finish(exit)
  }
}

extension ThemeChoice: ExpressibleByArgument {}
extension LayoutMode: ExpressibleByArgument {}
extension CategoryOrder: ExpressibleByArgument {}
