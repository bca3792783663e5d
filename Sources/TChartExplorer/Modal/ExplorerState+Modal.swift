/// Each modal's state seen through ``ExplorerState/modal``, as drawing and tests read it: `nil`
/// (or `false`, `0`) when another modal or none is open. Setting one opens that modal in place
/// of any other; setting `nil` closes it only if it is the one open.
extension ExplorerState {
  /// Whether the help overlay covers the screen.
  public var showsHelp: Bool {
    get { if case .help = modal { true } else { false } }
    set {
      if newValue, !showsHelp { modal = .help(HelpState()) }
      if !newValue, showsHelp { modal = nil }
    }
  }

  /// The first line of the help shown (0 when it is closed).
  public var helpScroll: Int {
    get { if case .help(let help) = modal { help.scroll } else { 0 } }
    set { if showsHelp { modal = .help(HelpState(scroll: newValue)) } }
  }

  /// Whether the message log covers the screen.
  public var showsMessages: Bool {
    get { if case .messages = modal { true } else { false } }
    set {
      if newValue, !showsMessages { modal = .messages(MessageLogState()) }
      if !newValue, showsMessages { modal = nil }
    }
  }

  /// The first line of the message log shown (0 when it is closed).
  public var messagesScroll: Int {
    get { if case .messages(let log) = modal { log.scroll } else { 0 } }
    set { if showsMessages { modal = .messages(MessageLogState(scroll: newValue)) } }
  }

  /// The line picker, when open.
  public var linePicker: LinePicker? {
    get { if case .linePicker(let picker) = modal { picker } else { nil } }
    set {
      if let newValue {
        modal = .linePicker(newValue)
      } else if linePicker != nil {
        modal = nil
      }
    }
  }

  /// The colour inspector, when open.
  public var colorInspector: ColorInspector? {
    get { if case .colorInspector(let inspector) = modal { inspector } else { nil } }
    set {
      if let newValue {
        modal = .colorInspector(newValue)
      } else if colorInspector != nil {
        modal = nil
      }
    }
  }

  /// The go-to prompt, when open.
  public var goTo: GoToPrompt? {
    get { if case .goTo(let prompt) = modal { prompt } else { nil } }
    set {
      if let newValue {
        modal = .goTo(newValue)
      } else if goTo != nil {
        modal = nil
      }
    }
  }
}
