import TChartCells
import TChartData
import TChartLoading
import TChartProgram
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// `--glyphs`: every chart kind and every popup drawn in ASCII holds only ASCII, in blocks
/// only ASCII and block elements; the help names the set.
@Suite struct GlyphFrameTests {
  static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

  /// One chart set of each kind: lines, two Y axes, bars, stacked bars, percentage areas.
  static let kinds: [ChartSet] = [
    Fixtures.daily, TwoAxesTests.chart, FillFrameTests.stacked(kind: .bar, flags: []),
    FillFrameTests.stacked(), FillFrameTests.stacked(kind: .area, flags: [.percentage]),
  ]

  static func isASCII(_ frame: ScreenBuffer) -> Bool {
    frame.cells.allSatisfy { $0.scalar.value < 0x80 && !$0.isContinuation }
  }

  static func isBlocksOrASCII(_ frame: ScreenBuffer) -> Bool {
    frame.cells.allSatisfy {
      ($0.scalar.value < 0x80 && !$0.isContinuation) || (0x2580...0x259F).contains($0.scalar.value)
    }
  }

  /// The explorer on `chart` after `keys`, with the glyph set `glyphs`.
  static func frame(
    _ chart: ChartSet, glyphs: GlyphSet, size: Size, monochrome: Bool = false, keys: [Key] = []
  ) -> ScreenBuffer {
    var state = ExplorerState(chartSets: [chart, Fixtures.second], screenSize: size)
    state.look.glyphs = glyphs
    state.look.monochrome = monochrome
    var explorer = Explorer(state: state)
    explorer.handle(.resize(size), at: 0)
    for (index, key) in keys.enumerated() { explorer.handle(.key(key), at: Double(index) * 0.01) }
    return explorer.render(size: size)
  }

  /// The screens worth checking: the graph with its tooltip, the pie, the statistics, the help,
  /// the line picker, the colour inspector, the go-to prompt, the split, the list and the cards.
  static let screens: [[Key]] = [
    [.right], [.enter], [.character("i")], [.character("?")], [.character("/")],
    [.character("c")], [.character("g")], [.character("v")], [.character("v"), .character("v")],
    [.character("v"), .character("v"), .character("v")],
  ]

  @Test(arguments: [false, true])
  func everyKindAndScreenInASCIIHasOnlyASCII(monochrome: Bool) {
    for chart in Self.kinds {
      for size in Self.sizes {
        for keys in Self.screens {
          let frame = Self.frame(
            chart, glyphs: .ascii, size: size, monochrome: monochrome, keys: keys)
          #expect(Self.isASCII(frame), "\(chart.name) \(size) \(keys):\n\(frame.text)")
        }
      }
    }
  }

  @Test func everyKindAndScreenInBlocksHasOnlyBlocksAndASCII() {
    for chart in Self.kinds {
      for keys in Self.screens {
        let frame = Self.frame(chart, glyphs: .blocks, size: Self.sizes[0], keys: keys)
        #expect(Self.isBlocksOrASCII(frame), "\(chart.name) \(keys):\n\(frame.text)")
        #expect(!Self.isASCII(frame) || keys == [.character("?")])
      }
    }
  }

  @Test func brailleFramesAreUnchanged() {
    var state = Fixtures.dailyState()
    let before = ExplorerScreen.render(state: state, size: state.terminal.size)
    state.look.glyphs = .braille
    #expect(ExplorerScreen.render(state: state, size: state.terminal.size) == before)
    #expect(before.cells.contains { (0x2801...0x28FF).contains($0.scalar.value) })
    #expect(!Self.isASCII(before))
  }

  @Test(arguments: GlyphSet.Kind.allCases)
  func theHelpNamesTheGlyphSetAndFits80x24(kind: GlyphSet.Kind) {
    let frame = Self.frame(
      Fixtures.daily, glyphs: .of(kind), size: Self.sizes[0], keys: [.character("?")])
    let text = frame.text
    #expect(text.contains("glyphs \(kind.rawValue)"))
    // Not the scrolled help (whose footer says how to scroll): everything fits.
    #expect(!text.contains("PgDn scroll"))
  }

  @Test func namesOutsideASCIIBecomeQuestionMarksOfTheSameWidth() {
    var chart = Fixtures.second
    chart.name = "Café 宽"
    let frame = Self.frame(chart, glyphs: .ascii, size: Self.sizes[0])
    #expect(Self.isASCII(frame))
    #expect(frame.line(0).contains("Caf? ??"))
  }

  @Test func theASCIITooltipIsABoxOfPlusMinusAndBars() {
    let frame = Self.frame(Fixtures.daily, glyphs: .ascii, size: Self.sizes[0], keys: [.right])
    let text = frame.text
    #expect(text.contains("+----"))
    #expect(text.contains("| "))
    #expect(text.contains("o Joined") || text.contains("* Left"))
  }
}

/// The contest's stage-2 kinds (lines, two axes, stacked bars, bars, percentage areas and its
/// pie) in ASCII and blocks (skipped with a message when the contest data is absent).
@Suite(.enabled(if: ExplorerContestData.root != nil, "no contest data in ../shared/data"))
struct GlyphContestFrameTests {
  @Test(arguments: 1...5)
  func eachStage2KindStaysInItsSet(folder: Int) throws {
    let path = (ExplorerContestData.root ?? "") + "/telegram-2019-stage2/\(folder)"
    let chart = try #require(try ChartLoader.load(path: path).first)
    for size in GlyphFrameTests.sizes {
      for keys in [[], [Key.left], [.enter]] {
        let ascii = GlyphFrameTests.frame(chart, glyphs: .ascii, size: size, keys: keys)
        #expect(GlyphFrameTests.isASCII(ascii), "folder \(folder) \(keys):\n\(ascii.text)")
        let blocks = GlyphFrameTests.frame(chart, glyphs: .blocks, size: size, keys: keys)
        #expect(GlyphFrameTests.isBlocksOrASCII(blocks), "folder \(folder) \(keys)")
      }
    }
  }
}
