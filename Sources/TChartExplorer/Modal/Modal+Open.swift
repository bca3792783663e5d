/// Each modal's state seen through the explorer's one ``Modal``, as the reducers and tests read
/// it (`state.modal.help`): `nil` when another modal or none is open. Setting one opens that
/// modal in place of any other; setting `nil` closes it only if it is the one open.
extension Modal? {
  /// The help overlay, when open.
  public var help: HelpState? {
    get { if case .help(let help) = self { help } else { nil } }
    set { replace(with: newValue.map(Modal.help), closing: help != nil) }
  }

  /// The message log, when open.
  public var messageLog: MessageLogState? {
    get { if case .messages(let log) = self { log } else { nil } }
    set { replace(with: newValue.map(Modal.messages), closing: messageLog != nil) }
  }

  /// The line picker, when open.
  public var linePicker: LinePicker? {
    get { if case .linePicker(let picker) = self { picker } else { nil } }
    set { replace(with: newValue.map(Modal.linePicker), closing: linePicker != nil) }
  }

  /// The colour inspector, when open.
  public var colorInspector: ColorInspector? {
    get { if case .colorInspector(let inspector) = self { inspector } else { nil } }
    set { replace(with: newValue.map(Modal.colorInspector), closing: colorInspector != nil) }
  }

  /// The go-to prompt, when open.
  public var goTo: GoToPrompt? {
    get { if case .goTo(let prompt) = self { prompt } else { nil } }
    set { replace(with: newValue.map(Modal.goTo), closing: goTo != nil) }
  }

  /// The columns sheet, when open.
  public var columnsSheet: ColumnsSheet? {
    get { if case .columns(let sheet) = self { sheet } else { nil } }
    set { replace(with: newValue.map(Modal.columns), closing: columnsSheet != nil) }
  }

  /// The rows behind the indicator, when open.
  public var rows: RowsView? {
    get { if case .rows(let view) = self { view } else { nil } }
    set { replace(with: newValue.map(Modal.rows), closing: rows != nil) }
  }

  /// Opens `modal`, or with `nil` closes the modal open if `isOpen` (it is the one meant).
  private mutating func replace(with modal: Modal?, closing isOpen: Bool) {
    if let modal {
      self = modal
    } else if isOpen {
      self = nil
    }
  }
}
