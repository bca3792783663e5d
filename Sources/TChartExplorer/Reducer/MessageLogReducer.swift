import TChartCSV
import TChartProgram
import TChartRender
import TChartStreams

/// The message log (`m`): what goes into it, and its keys while open. `↑`/`↓` scroll a line,
/// `PgUp`/`PgDn` a page, `Home`/`End` to the ends, the wheel three lines; `Esc`, `q` or `m`
/// close it, `Ctrl-C` quits; other keys do nothing.
extension ExplorerState {
  /// The loader's notes when the data opens: the first on the status line (unless it already
  /// says something: a saved view that no longer applies), all in the log.
  public mutating func showNotes(_ notes: [LoadNote]) {
    messages.add(notes)
    if status == nil, let first = notes.first { status = first.message }
  }

  /// A message of the stream (a failed run, a restart, a read error) into the log.
  mutating func logStream(_ message: String) {
    messages.add(.init(source: stream.map(\.name) ?? "", text: message))
  }

  /// The rows `batch` skipped, as one entry: the last one's reason and how many.
  mutating func logSkipped(_ batch: StreamBatch) {
    guard batch.skipped > 0 else { return }
    let reason = batch.problem ?? "not a row of numbers"
    let count = batch.skipped == 1 ? "" : " (\(batch.skipped) rows skipped)"
    messages.add(.init(source: stream.map(\.name) ?? "", text: reason + count))
  }

  /// Opens the log on its newest entries.
  mutating func openMessageLog() {
    showsMessages = true
    drag = nil
    messagesScroll = messageLogMaxScroll
  }

  /// The log as drawn on this state's screen.
  func messageLogOverlay(theme: Theme) -> MessageLogOverlay {
    MessageLogOverlay(
      lines: messages.entries.map(\.line), dropped: messages.dropped, theme: theme,
      scroll: messagesScroll)
  }

  private var messageLogMaxScroll: Int {
    messageLogOverlay(theme: renderTheme).maxScroll(in: Rect(size: screenSize))
  }

  /// Scrolls the log by `lines`, kept inside its lines.
  mutating func scrollMessageLog(by lines: Int) {
    messagesScroll = Swift.min(Swift.max(0, messagesScroll + lines), messageLogMaxScroll)
  }

  /// A key while the log is open.
  mutating func messageLogKey(_ key: Key) {
    let page = Swift.max(1, MessageLogOverlay.visibleRows(in: Rect(size: screenSize)) - 1)
    switch key {
    case .up: scrollMessageLog(by: -1)
    case .down: scrollMessageLog(by: 1)
    case .pageUp: scrollMessageLog(by: -page)
    case .pageDown: scrollMessageLog(by: page)
    case .home: messagesScroll = 0
    case .end: messagesScroll = messageLogMaxScroll
    case .escape, .character("q"), .character("m"):
      showsMessages = false
    case .control("c"):
      showsMessages = false
      quitRequested = true
    default: break
    }
  }
}
