import TChartProgram
import TChartRender
import TChartSlider

/// One row of the explorer's key table (``KeyBinding`` of TChartSlider, the one shape of
/// every key table): its scope is the focus it works in, `nil` for both.
///
/// `commands` pairs each key with its command, so `1`…`9` are one row of nine keys. A key the
/// terminal layer handles before the explorer sees it (Ctrl-Z) has a row with no commands, so
/// the help still lists it.
public typealias ExplorerKeyBinding = KeyBinding<ExplorerCommand, Focus>

extension KeyBinding where Scope == Focus {
  /// The focus this binding works in; `nil` for both.
  public var focus: Focus? { scope }

  public init(
    _ label: String, _ description: String, focus: Focus? = nil, hint: String? = nil,
    _ commands: [KeyCommand<Command>]
  ) {
    self.init(label, description, scope: focus, hint: hint, commands)
  }
}

/// The one key table: input mapping and the `?` help overlay are both generated from it. The
/// features' own rows stand beside them (`WindowKeys`, `LinesKeys`, `EventsKeys`,
/// `LayoutsKeys`); this file puts them in the order help lists them.
public enum KeyBindings {
  static func keys(_ keys: [Key], _ command: ExplorerCommand) -> [KeyCommand<ExplorerCommand>] {
    keys.map { KeyCommand($0, command) }
  }

  static func chars(_ text: String, _ command: ExplorerCommand) -> [KeyCommand<ExplorerCommand>] {
    text.map { KeyCommand(.character($0), command) }
  }

  /// Every binding, in the order help lists them. Focus-specific rows come before the rows
  /// for both foci, so they win when a key appears twice.
  public static let all: [ExplorerKeyBinding] =
    windowGraphRows + [
      KeyBinding(
        "Tab  ⇧Tab", "next/previous chart", focus: .graph,
        keys([.tab], .switchChart(by: 1)) + keys([.backTab], .switchChart(by: -1))),
      // Esc also goes back from a day chart or with the pie (see `ExplorerState.press`).
      KeyBinding(
        "Enter  Bksp", "day or pie / back", focus: .graph,
        keys([.enter], .day(.enter)) + keys([.backspace], .day(.back))),
    ] + sliderRows + windowRows + LinesKeys.rows + [
      eventsRow,
      KeyBinding(
        "/  c  r", "line · colour · rows",
        chars("/", .openLinePicker) + chars("c", .openColorInspector) + chars("r", .openRows)),
      KeyBinding(
        "u ^R  g", "undo/redo · go to date",
        chars("u", .undo) + keys([.control("r")], .redo) + chars("g", .openGoTo)),
      KeyBinding(
        "s  n  z", "slider · theme · UTC",
        chars("s", .toggleFocus) + chars("n", .nextTheme) + chars("z", .toggleZone)),
      // `w`: compare with an earlier period (one row with `y`: the help fits 80×24).
      KeyBinding(
        "y  w", "Y scale · compare −1w",
        chars("y", .yAxes(.cycleScale)) + chars("w", .shift(.cycle))),
      ViewsKeys.row,
      KeyBinding(
        "i a e E", "stats · A/B · SVG/CSV",
        chars("i", .toggleStatistics) + chars("a", .ab(.mark)) + chars("e", .export(.svg))
          + chars("E", .export(.csv))),
      KeyBinding(
        "?  m  Y", "help · messages · copy",
        chars("?", .toggleHelp) + chars("m", .openMessages) + chars("Y", .copyIndicator)),
      KeyBinding(
        "q/Esc/^C", "quit", chars("q", .quit) + keys([.escape, .control("c")], .quit)),
      // The terminal layer handles Ctrl-Z itself (the program stops like any shell job and
      // redraws on `fg`), so it sends no command; the row is here for the help.
      // `C` shares the row (the help fits 80×24 in two columns).
      KeyBinding("C  ^Z", "columns · suspend", chars("C", .openColumns)),
    ]

  /// Slider focus: the handle rows of the slider's own table (``SliderKeys``; `[` and `]` stay
  /// event keys), then `Esc` back to the graph.
  static let sliderRows: [ExplorerKeyBinding] =
    SliderKeys.all.filter { !$0.movesSelection }.map { row in
      ExplorerKeyBinding(
        row.label, row.description, focus: .slider, hint: row.hint,
        row.commands.map { KeyCommand($0.key, .slider($0.command)) })
    } + [
      KeyBinding(
        "Esc", "back to the graph", focus: .slider, hint: "s/Esc back",
        keys([.escape], .toggleFocus))
    ]

  /// The status line's hint for the slider focus, from the table's hints.
  public static var sliderHint: String {
    "Slider: " + all.filter { $0.focus == .slider }.compactMap(\.hint).joined(separator: " · ")
  }

  /// The mouse gestures, for the help overlay.
  public static let mouseGestures: [(label: String, description: String)] = [
    ("graph drag", "indicator; right: A→B"),
    ("graph wheel", "zoom at the pointer"),
    ("map", "drag window/wheel: pan"),
    ("map edge/side", "drag: move that edge"),
    ("map click", "centre window there"),
    ("slider", "drag handles/selection"),
    ("legend click", "toggle; +N: all lines"),
    ("title button", "zoom in, pie, back"),
  ]

  /// The help overlay's sections, generated from the table: keys per focus, then the mouse.
  public static var helpSections: [HelpSection] {
    func rows(_ focus: Focus?) -> [HelpRow] {
      all.filter { $0.focus == focus }.map { HelpRow(label: $0.label, description: $0.description) }
    }
    return [
      HelpSection(title: "Graph", rows: rows(.graph)),
      HelpSection(title: "Slider (s)", rows: rows(.slider)),
      HelpSection(title: "Window and lines", rows: rows(nil)),
      HelpSection(
        title: "Mouse",
        rows: mouseGestures.map { HelpRow(label: $0.label, description: $0.description) }),
      HelpSection(
        title: "Layouts",
        rows: layoutHelpRows),
    ]
  }

  /// The rows in force in `layout`: the layout's own first (category bars' before them).
  static func rows(layout: LayoutMode, categories: Bool = false) -> [ExplorerKeyBinding] {
    if categories && !layout.showsAllChartSets {
      return categoriesRows + rows(layout: layout)
    }
    switch layout {
    case .one: return all + [layoutRow]
    case .split: return splitRows + all + [layoutRow]
    case .list: return listRows + [layoutRow] + all
    case .cards: return cardsRows + [layoutRow] + all
    }
  }

  /// The command `key` sends with `focus` in `layout` with `view` in the graph area, or `nil`
  /// when the key is unbound; `categories`: the chart set on screen is drawn as category bars.
  public static func command(
    for key: Key, focus: Focus, layout: LayoutMode = .one, view: GraphView = .lines,
    categories: Bool = false
  ) -> ExplorerCommand? {
    let own = view == .histogram ? ViewsKeys.histogramRows : []
    return ExplorerKeyBinding.command(
      for: key,
      in: (own + rows(layout: layout, categories: categories)).filter {
        $0.focus == nil || $0.focus == focus
      })
  }
}
