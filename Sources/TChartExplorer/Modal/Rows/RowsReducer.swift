import TChartCSV
import TChartProgram

extension RowsView {
  /// Applies `input` over the table `table` (the rows shown): the search's keys while it is
  /// typed, else the key table's (``RowsKeys``); a press closes.
  mutating func reduce(_ input: UserInput, table: SourceRows) -> ModalDelegate? {
    if typing, case .key(let key) = input { return type(key, table: table) }
    let command: RowsKeys.Command
    switch input {
    case .key(.escape) where query != nil:
      (query, found) = (nil, nil)
      return nil
    case .key(let key):
      guard let bound = RowsKeys.command(for: key) else { return nil }
      command = bound
    case .press: return .close
    case .wheel(let direction, _): command = .move(samples: direction == .up ? -1 : 1)
    case .drag, .release, .selectPress: return nil
    }
    switch command {
    case .move(let samples):
      return .moveIndicator(samples: samples)
    case .scroll(let columns):
      firstColumn = Swift.min(
        Swift.max(0, firstColumn + columns), Swift.max(0, table.header.count - 1))
    case .search:
      (typing, query, found) = (true, "", nil)
    case .next:
      findNext(in: table)
    case .close:
      return .close
    case .quit:
      return .closeAndQuit
    }
    return nil
  }

  /// A key while the search is typed: `Enter` finds the first row holding it.
  private mutating func type(_ key: Key, table: SourceRows) -> ModalDelegate? {
    switch SearchTyping.type(key, query: &query, typing: &typing) {
    case .submitted where query != nil: findNext(in: table)
    case .quit: return .closeAndQuit
    default: break
    }
    return nil
  }

  /// The next row after the one found last (or the first) whose cells hold the search, case
  /// apart, wrapping around; none leaves ``found`` empty.
  mutating func findNext(in table: SourceRows) {
    guard let query, !query.isEmpty, !table.rows.isEmpty else { return }
    let wanted = query.lowercased()
    let count = table.rows.count
    let start = found.map { $0 + 1 } ?? 0
    found = (0..<count).lazy.map { (start + $0) % count }.first { row in
      table.rows[row].cells.contains { $0.lowercased().contains(wanted) }
    }
  }

  /// The footer while searching: the search as typed, or what it found.
  func searchFooter(rows: Int) -> String? {
    guard let query else { return nil }
    if typing { return "/\(query)▏ · Enter find · Esc drop" }
    return found == nil
      ? "/\(query): not in these \(rows) rows · Esc drop" : "/\(query) · n next · Esc drop"
  }
}
