import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("FillRaster")
struct FillRasterTests {
  let colors = (1...4).map {
    FillColors(normal: .indexed(UInt8($0)), dimmed: .indexed(UInt8(100 + $0)))
  }

  /// A stack from `(line, upper)` pairs, bottom up from 0.
  func stack(_ tops: [(Int, Double)]) -> FillStack {
    var lower = 0.0
    return FillStack(
      sample: 0,
      segments: tops.map { line, upper in
        defer { lower = upper }
        return FillSegment(line: line, lower: lower, upper: upper)
      })
  }

  /// A raster where one value unit is one eighth of a cell.
  func raster(height: Int, monochrome: Bool = false) -> FillRaster {
    FillRaster(
      height: height, top: Double(height * 8), colors: colors, monochrome: monochrome,
      background: .indexed(235), patternLines: [0, 1, 2, 3])
  }

  func style(_ foreground: UInt8, on background: UInt8 = 235) -> Style {
    Style(foreground: .indexed(foreground), background: .indexed(background))
  }

  @Test("a cell inside one segment is a full block in its colour on the background")
  func fullCells() {
    let cells = raster(height: 2).cells(stack([(0, 16)]))
    #expect(cells == [Cell("█", style: style(1)), Cell("█", style: style(1))])
  }

  @Test("two segments meet inside a cell at 1/8: the lower block on the upper colour")
  func eighthBoundary() {
    let cells = raster(height: 3).cells(stack([(0, 3), (1, 12)]))
    #expect(
      cells == [
        Cell(" ", style: Style(background: .indexed(235))), Cell("▄", style: style(2)),
        Cell("▃", style: style(1, on: 2)),
      ])
  }

  @Test("three segments in a cell: the smallest merges into its larger neighbour")
  func threeSegments() {
    // 2, 1, 5 eighths: the 1 joins the 5.
    #expect(
      raster(height: 1).cells(stack([(0, 2), (1, 3), (2, 8)])) == [
        Cell("▂", style: style(1, on: 3))
      ])
    // 3, 1, 1 and empty space: the lowest 1 joins the 3, then the other 1 does; the top stays.
    #expect(
      raster(height: 1).cells(stack([(0, 3), (1, 4), (2, 5)])) == [Cell("▅", style: style(1))])
    // 2, 1, 2, 3: the 1 joins the lower of its equal neighbours, then the 2 the lower of two 3s.
    #expect(
      raster(height: 1).cells(stack([(0, 2), (1, 3), (2, 5), (3, 8)]))
        == [Cell("▅", style: style(1, on: 4))])
  }

  @Test("the merge rule on its own, as eighths")
  func mergeRule() {
    func pieces(_ lengths: [Int]) -> [EighthPieces.Piece] {
      var start = 0
      return lengths.enumerated().map { line, length in
        defer { start += length }
        return EighthPieces.Piece(line: line, start: start, end: start + length)
      }
    }
    func merged(_ lengths: [Int]) -> [String] {
      FillRaster.merged(pieces(lengths)).map { "\($0.line):\($0.start)-\($0.end)" }
    }
    #expect(merged([8]) == ["0:0-8"])
    #expect(merged([3, 5]) == ["0:0-3", "1:3-8"])
    #expect(merged([3, 4]) == ["1:0-7"])
    #expect(merged([1, 3, 4]) == ["1:0-4", "2:4-8"])
    #expect(merged([4, 1, 3]) == ["0:0-5", "2:5-8"])
    #expect(merged([1, 1, 1, 1, 1, 1, 1, 1]) == ["1:0-7", "7:7-8"])
  }

  @Test("dimmed columns take the dimmed colours")
  func dimmed() {
    let cells = raster(height: 1).cells(stack([(0, 3), (1, 8)]), dimmed: true)
    #expect(cells == [Cell("▃", style: style(101, on: 102))])
  }

  @Test("monochrome: patterns per series, boundaries at whole cells, the top at 1/8")
  func monochrome() {
    // Boundaries at eighths 12 and 20 round to rows 2 and 3; the top at 27 is 3 rows and 3/8.
    let cells = raster(height: 5, monochrome: true).cells(stack([(0, 12), (1, 20), (2, 27)]))
    #expect(cells.map(\.scalar) == [" ", "▃", "▓", "█", "█"])
    #expect(cells.allSatisfy { $0.style == Style(background: .indexed(235)) })
    let four = raster(height: 4, monochrome: true).cells(
      stack([(0, 8), (1, 16), (2, 24), (3, 32)]))
    #expect(four.map(\.scalar) == ["░", "▒", "▓", "█"])
    let dim = raster(height: 1, monochrome: true).cells(stack([(1, 8)]), dimmed: true)
    #expect(dim == [Cell("▓", style: Style(background: .indexed(235), attributes: .dim))])
  }

  @Test("values map to round(v / top × rows × 8), clamped; a top ≤ 0 or NaN draws nothing")
  func scaling() {
    let raster = FillRaster(height: 2, top: 100, colors: colors)
    // 30 → 4.8 → 5 eighths; 1000 → clamped to the 16 of the column.
    #expect(raster.cells(stack([(0, 30)])).map(\.scalar) == [" ", "▅"])
    #expect(raster.cells(stack([(0, 1000)])).map(\.scalar) == ["█", "█"])
    #expect(raster.cells(stack([(0, 3)])).map(\.scalar) == [" ", " "])
    for top in [0, -5, Double.nan, .infinity] {
      let flat = FillRaster(height: 2, top: top, colors: colors)
      #expect(flat.cells(stack([(0, 30)])).map(\.scalar) == [" ", " "], "top \(top)")
      #expect(flat.cells(stack([(0, .infinity)])).map(\.scalar) == [" ", " "], "top \(top)")
    }
    #expect(raster.cells(stack([(0, .infinity)])).map(\.scalar) == ["█", "█"])
    #expect(raster.cells(stack([(0, .nan)])).map(\.scalar) == [" ", " "])
    #expect(FillRaster(height: 0, top: 1, colors: colors).cells(stack([(0, 1)])).isEmpty)
  }
}
