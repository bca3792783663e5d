import TChartCells

/// A modal's behaviour, beside its state in its folder: its reducer, run on each key and
/// gesture while it is open with what it reads of the explorer, and its drawing over the frame.
/// ``Modal`` lists the modals and dispatches to these; the explorer applies the delegates
/// (`ModalRouting`). A new modal is a ``Modal`` case, its three dispatch lines, and its folder.
protocol ModalFeature {
  /// What the modal keeps while open.
  associatedtype State
  /// Runs the modal's reducer on `input`; returns what the explorer must do.
  static func reduce(_ state: inout State, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  /// The key bar's hints while the modal is open (`Enter pick`, `Esc close`).
  static func keyHints(_ state: State) -> [String]
  /// Draws the modal over a frame of `explorer` laid out as `layout`.
  static func draw(
    _ state: State, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer)
}

extension Modal {
  /// Runs the open modal's reducer on `input` and keeps its new state.
  mutating func reduce(_ input: UserInput, in explorer: ExplorerState) -> ModalDelegate? {
    func step<Feature: ModalFeature>(
      _ feature: Feature.Type, _ state: Feature.State, _ modal: (Feature.State) -> Modal
    ) -> ModalDelegate? {
      var state = state
      let delegate = feature.reduce(&state, input, in: explorer)
      self = modal(state)
      return delegate
    }
    switch self {
    case .help(let help): return step(HelpModal.self, help, Modal.help)
    case .messages(let log): return step(MessageLogModal.self, log, Modal.messages)
    case .linePicker(let picker): return step(LinePickerModal.self, picker, Modal.linePicker)
    case .colorInspector(let inspector):
      return step(ColorInspectorModal.self, inspector, Modal.colorInspector)
    case .goTo(let prompt): return step(GoToModal.self, prompt, Modal.goTo)
    case .columns(let sheet): return step(ColumnsModal.self, sheet, Modal.columns)
    case .rows(let view): return step(RowsModal.self, view, Modal.rows)
    }
  }

  /// The key bar's hints while the modal is open.
  var keyHints: [String] {
    switch self {
    case .help(let help): HelpModal.keyHints(help)
    case .messages(let log): MessageLogModal.keyHints(log)
    case .linePicker(let picker): LinePickerModal.keyHints(picker)
    case .colorInspector(let inspector): ColorInspectorModal.keyHints(inspector)
    case .goTo(let prompt): GoToModal.keyHints(prompt)
    case .columns(let sheet): ColumnsModal.keyHints(sheet)
    case .rows(let view): RowsModal.keyHints(view)
    }
  }

  /// Draws the open modal over a frame of `explorer` laid out as `layout`.
  func draw(
    over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    func draw<Feature: ModalFeature>(_ feature: Feature.Type, _ state: Feature.State) {
      feature.draw(state, over: explorer, theme: theme, layout: layout, into: &buffer)
    }
    switch self {
    case .help(let help): draw(HelpModal.self, help)
    case .messages(let log): draw(MessageLogModal.self, log)
    case .linePicker(let picker): draw(LinePickerModal.self, picker)
    case .colorInspector(let inspector): draw(ColorInspectorModal.self, inspector)
    case .goTo(let prompt): draw(GoToModal.self, prompt)
    case .columns(let sheet): draw(ColumnsModal.self, sheet)
    case .rows(let view): draw(RowsModal.self, view)
    }
  }
}
