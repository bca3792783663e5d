extension ExplorerState {
  /// `C`: opens the columns sheet of the file on screen, or says why there is none.
  mutating func openColumnsSheet() {
    guard let reading = feed.reading else {
      let why =
        feed.table != nil
        ? "a table's columns are named with --x and --y"
        : feed.stream != nil
          ? "a stream's columns are named with --x and --y"
          : "only a file named on the command line can be read again"
      notes.send(.say("No columns sheet: \(why)"))
      return
    }
    guard !reading.isRereading else {
      notes.send(.say("Reading the file again: Esc stops it"))
      return
    }
    pointer.drag = nil
    modal = .columns(ColumnsSheet(reading: reading, chart: navigation.chartIndex))
  }
}
