import TChartCSV
import TChartData
import TChartStreams

/// Reading a file again with other columns: the wanted choice asks for the read
/// (``ExplorerEffect/reread(_:)``), its reader's events arrive as a stream's do, and its chart
/// sets replace those on screen, the window kept on the same x when x is the same column. A
/// failed read leaves the chart as it was and says why.
extension DataFeed {
  /// Starts the read of the wanted choice, or stops the one in flight when the loaded choice
  /// is wanted again.
  mutating func askReread() -> [ExplorerEffect] {
    guard var reading else { return [] }
    defer { self.reading = reading }
    if reading.wanted == reading.loaded {
      guard reading.isRereading else { return [] }
      reading.progress = nil
      return [.cancelReread]
    }
    reading.progress = LoadProgress(bytesParsed: 0, totalBytes: nil, seconds: 0)
    return [.reread(reading.wanted)]
  }

  /// The reader's `event` while a read is in flight: the new chart sets shown (the window on
  /// `windowX` and the indicator near `indicatorX` when x is the same column), or the failure
  /// said. `nil` when no read is in flight (the event is a stream's).
  mutating func reduceReread(
    _ event: StreamAction, windowX: ClosedRange<Double>, indicatorX: Double?
  ) -> [FeedDelegate]? {
    guard var reading, reading.isRereading else { return nil }
    defer { self.reading = reading }
    switch event {
    case .progress(let progress):
      reading.progress = progress
      return []
    case .loaded(let result) where !result.chartSets.isEmpty:
      let sameX = reading.loaded.x == reading.wanted.x && reading.loaded.form == reading.wanted.form
      let zone = chartSets[0].timeZone
      chartSets = result.chartSets.map { $0.shown(in: zone) }
      // A file still loading when the read began (its session's columns failed) is loaded now.
      stream = nil
      reading.loaded = reading.wanted
      reading.adopt(result.columns)
      // `r` finds the rows the way they were read now.
      if var rows = rowSource {
        rows.options = reading.wanted.applied(to: rows.options)
        rows.columns = result.columns
        rowSource = rows
      }
      reading.progress = nil
      let flags = reading.loaded.flagText
      var delegates: [FeedDelegate] = [
        .showWhole(chartSets, hidden: []),
        .status(
          flags.isEmpty
            ? "Read again as the loader guesses" : "Read again with " + flags),
        .logNotes(result.notes),
      ]
      if sameX {
        delegates.append(
          .keepView(
            lowerX: windowX.lowerBound, upperX: windowX.upperBound, indicatorX: indicatorX,
            jumpY: true))
      }
      return delegates
    case .loaded:
      return fail(&reading, "no charts")
    case .loadFailed(let error):
      // The file is the one on screen: its place and the message say enough.
      let place = error.location.isEmpty ? "" : "\(error.location): "
      return fail(&reading, place + error.message)
    default:
      return []
    }
  }

  /// The read in flight failed: the choice goes back to the one on screen, and the status
  /// line and the log say why.
  private func fail(_ reading: inout FileReading, _ why: String) -> [FeedDelegate] {
    reading.wanted = reading.loaded
    reading.progress = nil
    let message = "Not read again: \(why)"
    return [.status(message), .log(message)]
  }
}
