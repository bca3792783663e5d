import TChartCSV
import TChartData

/// The columns sheet's keys: the highlight moves, the choice changes (x, lines, series key,
/// x's form), `Enter` asks for the file to be read with it, `Y` copies its command line.
extension ColumnsSheet {
  /// Applies `input`; `page`: the rows one page moves. Returns what the explorer must do.
  mutating func reduce(_ input: UserInput, page: Int) -> ModalDelegate? {
    switch input {
    case .key(let key):
      guard let command = ColumnsKeys.command(for: key) else { return nil }
      return apply(command, page: page)
    case .wheel(let direction, _):
      return apply(.move(rows: direction == .up ? -1 : 1), page: page)
    case .press, .drag, .release, .selectPress:
      return nil
    }
  }

  private mutating func apply(_ command: ColumnsCommand, page: Int) -> ModalDelegate? {
    guard !columns.isEmpty || [.close, .quit].contains(command) else { return .close }
    message = nil
    switch command {
    case .move(let rows):
      selected = Swift.min(Swift.max(0, selected + rows), columns.count - 1)
    case .movePage(let pages):
      selected = Swift.min(Swift.max(0, selected + pages * Swift.max(1, page)), columns.count - 1)
    case .makeX:
      makeX(selected)
    case .toggleLine:
      toggleLine(selected)
    case .toggleSeries:
      toggleSeries(selected)
    case .nextForm:
      formIndex[selected] = (formIndex[selected] + 1) % Swift.max(1, forms[selected].count)
      if selected == xIndex { choice.form = form(of: selected) }
    case .apply:
      return .applyColumns(choice)
    case .copy:
      return .copy(choice.commandLine(file: path))
    case .close:
      return .close
    case .quit:
      return .closeAndQuit
    }
    return nil
  }

  /// Makes column `index` x, read in the form it is shown as.
  private mutating func makeX(_ index: Int) {
    let name = columns[index].name
    choice.x = name
    choice.form = form(of: index)
    choice.series.removeAll { $0 == name }
    choice.lines?.removeAll { $0 == name }
  }

  /// Draws column `index` as a line or hides it; in a long layout, makes it the value column.
  private mutating func toggleLine(_ index: Int) {
    let column = columns[index]
    guard index != xIndex else {
      message = "'\(column.name)' is x: x another column first"
      return
    }
    guard column.reading == .number || isLine(column) else {
      if case .time = column.reading {
        message = "'\(column.name)' holds times: it cannot be drawn (x: make it x)"
      } else {
        message = "'\(column.name)' holds \(column.reading): it cannot be drawn (s: a series key)"
      }
      return
    }
    if !choice.series.isEmpty {
      choice.lines = choice.lines == [column.name] ? nil : [column.name]
      return
    }
    var lines = choice.lines ?? loadedLines
    if let found = lines.firstIndex(of: column.name) {
      lines.remove(at: found)
    } else {
      lines.append(column.name)
    }
    let order = columns.map(\.name)
    lines.sort { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
    choice.lines = lines == loadedLines ? nil : lines
    if lines.isEmpty { message = "no line left to draw: Space draws one again" }
  }

  /// Adds column `index` to the series key or takes it out.
  private mutating func toggleSeries(_ index: Int) {
    let name = columns[index].name
    guard index != xIndex else {
      message = "'\(name)' is x: x another column first"
      return
    }
    if let found = choice.series.firstIndex(of: name) {
      choice.series.remove(at: found)
    } else {
      choice.series.append(name)
      choice.lines?.removeAll { $0 == name }
    }
    // A long layout draws one value column: the loader's unless one is chosen.
    if let lines = choice.lines, !choice.series.isEmpty, lines.count != 1 { choice.lines = nil }
  }
}
