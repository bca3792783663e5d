import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartStreams

/// The message log (`m`): what goes into it, and its bounds while open (its keys:
/// ``MessageLogKeys``).
extension ExplorerState {
  /// The loader's notes when the data opens: the first on the status line (unless it already
  /// says something: a saved view that no longer applies), all in the log.
  mutating func showNotes(_ loaded: [LoadNote]) {
    notes.messages.add(loaded)
    if notes.status == nil, let first = loaded.first { notes.status = first.message }
  }

  /// A message of the stream (a failed run, a restart, a read error) into the log.
  mutating func logStream(_ message: String) {
    notes.messages.add(.init(source: feed.stream.map(\.name) ?? "", text: message))
  }

  /// The rows `batch` skipped, as one entry: the last one's reason and how many.
  mutating func logSkipped(_ batch: StreamBatch) {
    guard batch.skipped > 0 else { return }
    let reason = batch.problem ?? "not a row of numbers"
    let count = batch.skipped == 1 ? "" : " (\(batch.skipped) rows skipped)"
    notes.messages.add(.init(source: feed.stream.map(\.name) ?? "", text: reason + count))
  }

  /// Opens the log on its newest entries.
  mutating func openMessageLog() {
    pointer.drag = nil
    modal = .messages(MessageLogState(scroll: messageLogBounds.maxScroll))
  }

  /// The log as drawn on this state's screen.
  func messageLogOverlay(theme: Theme) -> MessageLogOverlay {
    MessageLogOverlay(
      lines: notes.messages.entries.map(\.line), dropped: notes.messages.dropped, theme: theme,
      scroll: messageLog?.scroll ?? 0, footers: MessageLogKeys.footers)
  }

  /// The log's page and last scroll position on this state's screen.
  var messageLogBounds: ScrolledOverlay.Bounds {
    let area = Rect(size: screenSize)
    return ScrolledOverlay.Bounds(
      page: Swift.max(1, MessageLogOverlay.visibleRows(in: area) - 1),
      maxScroll: messageLogOverlay(theme: renderTheme).maxScroll(in: area))
  }
}
