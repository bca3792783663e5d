import TChartCells
import Testing

@Suite struct FrameDiffTests {
  func buffer(_ rows: [String]) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: 20, height: rows.count))
    for (y, row) in rows.enumerated() { buffer.write(row, x: 0, y: y) }
    return buffer
  }

  @Test func everythingWithoutAPreviousFrame() {
    #expect(FrameDiff.runs(previous: nil, current: buffer(["abc"]), row: 0) == [0..<20])
  }

  @Test func everythingWhenTheSizeChanged() {
    let old = ScreenBuffer(size: Size(width: 10, height: 1))
    #expect(FrameDiff.runs(previous: old, current: buffer(["abc"]), row: 0) == [0..<20])
  }

  @Test func nothingWhenEqual() {
    #expect(FrameDiff.runs(previous: buffer(["abc"]), current: buffer(["abc"]), row: 0) == [])
  }

  @Test func separateRunsWhenFarApart() {
    let runs = FrameDiff.runs(
      previous: buffer(["aaaaaaaaaaaaaaaaaaaa"]), current: buffer(["abaaaaaaaaaaaaaaaaba"]), row: 0)
    #expect(runs == [1..<2, 18..<19])
  }

  @Test func mergedWhenCloseTogether() {
    let runs = FrameDiff.runs(
      previous: buffer(["aaaaaaaaaaaaaaaaaaaa"]), current: buffer(["abaabaaaaaaaaaaaaaaa"]), row: 0)
    #expect(runs == [1..<5])
  }

  @Test func styleChangesCount() {
    let old = buffer(["abc"])
    var new = old
    new.setStyle(Style(attributes: .bold), in: Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(FrameDiff.runs(previous: old, current: new, row: 0) == [2..<3])
  }

  @Test func wideCharactersAreSentWhole() {
    // "宽" takes columns 3 and 4; changing only what is in column 4 must resend from column 3.
    let old = buffer(["abc宽d"])
    var new = old
    new[4, 0] = Cell("x")
    new[3, 0] = Cell("y")
    #expect(FrameDiff.runs(previous: old, current: new, row: 0) == [3..<5])
    var onlyRight = buffer(["abc宽d"])
    onlyRight[3, 0] = Cell("y")
    #expect(FrameDiff.runs(previous: old, current: onlyRight, row: 0) == [3..<5])
  }

  @Test func rowsOutsideTheBufferHaveNoRuns() {
    #expect(FrameDiff.runs(previous: nil, current: buffer(["a"]), row: 3) == [])
    #expect(
      FrameDiff.runs(
        previous: nil, current: ScreenBuffer(size: Size(width: 0, height: 1)), row: 0) == [])
  }

  @Test func anUpdateFromNothingIsFullAndCoversEveryRow() {
    let update = FrameUpdate(from: nil, to: buffer(["abc", "de"]))
    #expect(update.isFull)
    #expect(update.runs == [RowRun(row: 0, columns: 0..<20), RowRun(row: 1, columns: 0..<20)])
  }

  @Test func anUpdateBetweenFramesOfOneSizeHasTheChangedRunsOnly() {
    let update = FrameUpdate(from: buffer(["abc", "de"]), to: buffer(["abc", "dx"]))
    #expect(!update.isFull)
    #expect(update.runs == [RowRun(row: 1, columns: 1..<2)])
  }
}
