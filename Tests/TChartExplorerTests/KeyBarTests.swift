import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The key bar: a row under the status line from 30 rows, naming the keys that work now; the
/// explorer laid out above it; and the first screen's hint of the indicator.
@Suite struct KeyBarTests {
  private func state(_ size: Size, hints: Bool = true) throws -> ExplorerState {
    var options = ExplorerOptions()
    options.size = size
    options.hints = hints
    options.animates = false
    return try ExplorerState(chartSets: [Fixtures.daily, Fixtures.second], options: options)
  }

  private func lastLine(_ state: ExplorerState, _ size: Size) -> String {
    ExplorerScreen.render(state: state, size: size).line(size.height - 1)
  }

  @Test func fromThirtyRowsTheBarTakesTheLastRow() throws {
    let tall = Size(width: 120, height: 40)
    let shown = try state(tall)
    #expect(shown.terminal.size == Size(width: 120, height: 39))
    #expect(lastLine(shown, tall).hasPrefix("? help  ←→ move  +- zoom"))
    // The rest of the frame is the frame of a screen one row shorter.
    let short = try state(Size(width: 120, height: 39), hints: false)
    let frame = ExplorerScreen.render(state: shown, size: tall).lines
    let rest = ExplorerScreen.render(state: short, size: Size(width: 120, height: 39)).lines
    #expect(Array(frame.dropLast()).dropLast() == rest.dropLast())
  }

  @Test func underThirtyRowsOrWithoutHintsThereIsNone() throws {
    let small = Size(width: 80, height: 24)
    let shown = try state(small)
    #expect(shown.terminal.size == small)
    #expect(!lastLine(shown, small).contains("+- zoom"))
    let off = try state(Size(width: 120, height: 40), hints: false)
    #expect(off.terminal.size == Size(width: 120, height: 40))
    #expect(!lastLine(off, Size(width: 120, height: 40)).contains("+- zoom"))
  }

  @Test func aResizeLaysTheExplorerOutAboveTheBar() throws {
    var shown = try state(Size(width: 80, height: 24))
    _ = reduce(into: &shown, action: .input(.resize(Size(width: 100, height: 30))))
    #expect(shown.terminal.size == Size(width: 100, height: 29))
    _ = reduce(into: &shown, action: .input(.resize(Size(width: 100, height: 29))))
    #expect(shown.terminal.size == Size(width: 100, height: 29))
  }

  @Test func theBarFollowsTheFocusAndTheModal() throws {
    let size = Size(width: 120, height: 40)
    var shown = try state(size)
    _ = reduce(into: &shown, action: .input(.key(.character("s"))))
    #expect(lastLine(shown, size).hasPrefix("←/→ move  Tab switch  s/Esc back"))
    _ = reduce(into: &shown, action: .input(.key(.escape)))
    _ = reduce(into: &shown, action: .input(.key(.character("/"))))
    #expect(lastLine(shown, size).hasPrefix("Enter pick  Space toggle"))
    _ = reduce(into: &shown, action: .input(.key(.escape)))
    _ = reduce(into: &shown, action: .input(.key(.character("?"))))
    #expect(lastLine(shown, size).hasPrefix("/ search  ↑↓ scroll  Esc close"))
    _ = reduce(into: &shown, action: .input(.key(.escape)))
    _ = reduce(into: &shown, action: .input(.key(.character("v"))))
    #expect(lastLine(shown, size).hasPrefix("? help  ↑↓ scroll  ←→ move"))
  }

  @Test func hintsThatDoNotFitAreLeftOutWhole() throws {
    let size = Size(width: 40, height: 30)
    let line = lastLine(try state(size), size)
    #expect(line.trimmingTrailingSpaces == "? help  ←→ move  +- zoom  H L pan")
  }

  @Test func theFirstScreenSaysHowToSeeValues() throws {
    let size = Size(width: 80, height: 24)
    var shown = try state(size)
    let status = { (state: ExplorerState) in
      ExplorerScreen.render(state: state, size: size).line(23)
    }
    #expect(status(shown).hasSuffix("←→ or click: values · ? help"))
    _ = reduce(into: &shown, action: .input(.key(.left)))
    #expect(status(shown).hasSuffix("? help"))
    #expect(!status(shown).contains("values ·"))
    #expect(!status(try state(size, hints: false)).contains("values ·"))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
