/// `Y`: the indicator's date and values taken out of the explorer.
extension ExplorerState {
  /// Copies the indicator's row (``ShownChart/indicatorCSV``) to the clipboard when the
  /// terminal takes OSC 52, saying so; else the status line says it cannot and shows the text.
  mutating func copyIndicator() -> [ExplorerEffect] {
    guard !feed.isWaitingForData else {
      notes.send(.say("No data to copy yet"))
      return []
    }
    return copy(shown.indicatorCSV)
  }

  /// Copies `text` to the clipboard when the terminal takes OSC 52, saying so (its lines
  /// joined by ` / `); else the status line says it cannot and shows the text (the columns
  /// sheet's `Y` copies its command line through it too).
  mutating func copy(_ text: String) -> [ExplorerEffect] {
    let shownText = text.split(separator: "\n").joined(separator: " / ")
    guard terminal.takesCopies else {
      notes.send(.say("This terminal takes no copy (OSC 52): \(shownText)"))
      return []
    }
    notes.send(.say("Copied \(shownText)"))
    return [.copy(text)]
  }
}
