import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartStreams

/// The message log (`m`): what goes into it (the explorer's ``Notes``), and its bounds while
/// open (its keys: ``MessageLogKeys``).
extension Notes {
  /// The loader's notes when the data opens: on the status line in turn (the first unless it
  /// already says something: a saved view that no longer applies), all in the log.
  mutating func add(loaded: [LoadNote]) {
    messages.add(loaded)
    send(.sayInTurn(loaded.map(\.message)))
  }

  /// A message of the stream `source` (a failed run, a restart, a read error) into the log.
  mutating func log(_ message: String, source: String) {
    messages.add(.init(source: source, text: message))
  }

  /// The rows `batch` of the stream `source` skipped, as one entry: the last one's reason and
  /// how many.
  mutating func log(skipped batch: StreamBatch, source: String) {
    guard batch.skipped > 0 else { return }
    let reason = batch.problem ?? "not a row of numbers"
    let count = batch.skipped == 1 ? "" : " (\(batch.skipped) rows skipped)"
    messages.add(.init(source: source, text: reason + count))
  }
}

extension MessageLogOverlay {
  /// The log of `notes` as drawn, scrolled to `scroll`.
  init(_ notes: Notes, scroll: Int, theme: Theme) {
    self.init(
      lines: notes.messages.entries.map(\.line), dropped: notes.messages.dropped, theme: theme,
      scroll: scroll, footers: MessageLogKeys.footers)
  }
}

extension ScrolledOverlay.Bounds {
  /// The log's page and last scroll position on a screen of `size`.
  static func messageLog(_ notes: Notes, size: Size, theme: Theme) -> Self {
    let area = Rect(size: size)
    return Self(
      page: Swift.max(1, MessageLogOverlay.visibleRows(in: area) - 1),
      maxScroll: MessageLogOverlay(notes, scroll: 0, theme: theme).maxScroll(in: area))
  }
}
