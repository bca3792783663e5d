import TChartCells
import TChartData
import TChartExplorer
import TChartTesting
import Testing

/// Frames of chart sets read back from a ``ChartSetArchive`` are the frames of the originals,
/// dot for dot, whole and zoomed, at 80×24 and 200×60.
@Suite("Archive frames")
struct ArchiveFrameTests {
  @Test("every kind draws the same frames from the archive as from memory")
  func framesAgree() throws {
    let charts = ArchiveRoundTrip.charts()
    let read = try ArchiveRoundTrip.readBack(charts, name: "frames")
    var random = SeededRandom(seed: 30)
    let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]
    for (original, back) in zip(charts, read) where original.count > 0 && !original.lines.isEmpty {
      for round in 0..<6 {
        let options = ExplorerOptions.printedFrame(round: round, sizes: sizes, using: &random)
        let expected = try TableFrames.frame(original, options: options)
        #expect(
          try TableFrames.frame(back, options: options) == expected,
          "\(original.name) round \(round) at \(options.size.width)×\(options.size.height)")
      }
    }
  }
}
