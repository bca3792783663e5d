import TChartData
import TChartProgram
import TChartRender

/// The line picker's keys and mouse: typing filters, `↑`/`↓`/`PgUp`/`PgDn` and the wheel move
/// the highlight, `Enter` (or a click on a row) shows or hides the highlighted line, `Tab`
/// shows only it, `→`/`←` put it on the right/left Y axis, `Ctrl-A` shows every line, `Ctrl-O`
/// opens the colour inspector on it, `Backspace` deletes a typed character, `Esc` (or a press
/// outside the popup) closes it; `Ctrl-C` still quits.
extension LinePicker {
  /// What the picker needs of the explorer: the lines it lists, best match first, how many
  /// rows its list shows, and what a press hits (given for presses only).
  struct Context: Equatable {
    var lines: [Int]
    /// Every line's name, by index (the second line of a two-line transform is named).
    var names: [String] = []
    var listRows: Int
    var hit: Hit = .outside
  }

  /// What a press on the screen hits.
  enum Hit: Equatable {
    /// A row of the list (an index into the listed lines).
    case row(Int)
    /// The popup, not on a row.
    case popup
    case outside
  }

  /// Applies `input` to the picker; the delegate says what the explorer does.
  mutating func reduce(_ input: UserInput, _ context: Context) -> ModalDelegate? {
    if let delegate = reduceDerive(input, context) { return delegate == .close ? nil : delegate }
    switch input {
    case .key(let key):
      if let command = LinePickerKeys.command(for: key) { return run(command, context) }
      if case .character(let character) = key, !character.isNewline {
        query.append(character)
        selected = 0
        scroll = 0
      }
    case .press:
      switch context.hit {
      case .row(let row):
        selected = row
        return .toggleLine(context.lines[row])
      case .popup: break
      case .outside: return .close
      }
    case .wheel(let direction, _): moveHighlight(by: direction == .up ? -1 : 1, context)
    case .drag, .release, .selectPress: break
    }
    return nil
  }

  /// Runs a command of the picker's key table.
  private mutating func run(_ command: LinePickerCommand, _ context: Context) -> ModalDelegate? {
    let line = context.lines.indices.contains(selected) ? context.lines[selected] : nil
    switch command {
    case .close: return .close
    case .quit: return .quit
    case .moveHighlight(let rows): moveHighlight(by: rows, context)
    case .movePage(let pages):
      moveHighlight(by: pages * Swift.max(1, context.listRows - 1), context)
    case .toggle: return line.map { .toggleLine($0) }
    case .showOnly: return line.map { .showOnlyLine($0) }
    case .pick: return line.map { .pickLine($0) }
    case .openColor: return line.map { .openColor(line: $0) }
    case .axis(let right): return line.map { .yAxes(.putOnAxis(line: $0, right: right)) }
    case .derive: return line.map { .deriveAsked(line: $0) }
    case .removeDerived: return line.map { .removeDerived(line: $0) }
    case .xy:
      guard let line else { return nil }
      guard let across = xyAcross, across != line else {
        xyAcross = line
        return .xyAcross(line: line)
      }
      xyAcross = nil
      return .xy(across: across, up: line)
    case .showAll: return .showAllLines
    case .deleteCharacter:
      guard !query.isEmpty else { return nil }
      query.removeLast()
      selected = 0
      scroll = 0
    }
    return nil
  }

  /// The transform menu's part of `input`, when it is open: `nil` hands the input on to the
  /// picker (the list of the second line's stage), `.close` means taken.
  private mutating func reduceDerive(_ input: UserInput, _ context: Context) -> ModalDelegate? {
    guard var menu = derive else { return nil }
    if case .secondLine(let transform) = menu.stage {
      switch input {
      case .key(.escape):
        derive = nil
        return .close
      case .key(.enter):
        guard let line = context.lines.indices.contains(selected) ? context.lines[selected] : nil,
          let name = context.names.indices.contains(line) ? context.names[line] : nil
        else { return .close }
        derive = nil
        return .addDerived(DerivedLineSpec(transform: transform, inputs: [menu.line, name]))
      case .press(_) where context.hit != .outside:
        if case .row(let row) = context.hit { selected = row }
        return .close
      default: return nil
      }
    }
    guard case .key(let key) = input else { return .close }
    if key == .control("c") { return .quit }
    switch menu.reduce(key) {
    case .stay: derive = menu
    case .closeMenu: derive = nil
    case .add(let spec):
      derive = nil
      return .addDerived(spec)
    }
    if case .secondLine = derive?.stage {
      query = ""
      selected = 0
      scroll = 0
    }
    return .close
  }

  /// Moves the highlight by `rows`, clamped to the rows, and scrolls to keep it in view.
  private mutating func moveHighlight(by rows: Int, _ context: Context) {
    let count = context.lines.count
    selected = Swift.min(Swift.max(0, selected + rows), Swift.max(0, count - 1))
    let visible = Swift.max(1, context.listRows)
    if selected < scroll { scroll = selected }
    if selected >= scroll + visible { scroll = selected - visible + 1 }
  }
}
