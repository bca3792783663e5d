import TChartCells
import TChartTerminal
import Testing

@Suite struct ColorPairTableTests {
  @Test func defaultOnDefaultIsPairZero() {
    var table = ColorPairTable(limit: 256, colors: 256)
    let pair = table.pair(foreground: .default, background: .default) { _, _, _ in
      Issue.record("no pair should be initialised")
      return true
    }
    #expect(pair == 0)
  }

  @Test func pairsAreAllocatedOnceInOrder() {
    var table = ColorPairTable(limit: 65536, colors: 256)
    var initialised: [[Int32]] = []
    func pair(_ fg: TerminalColor, _ bg: TerminalColor) -> Int32 {
      table.pair(foreground: fg, background: bg) { pair, fg, bg in
        initialised.append([pair, fg, bg])
        return true
      }
    }
    #expect(pair(.indexed(196), .default) == 1)
    #expect(pair(.default, .indexed(236)) == 2)
    #expect(pair(.indexed(196), .default) == 1)
    #expect(pair(.indexed(196), .indexed(236)) == 3)
    #expect(initialised == [[1, 196, -1], [2, -1, 236], [3, 196, 236]])
  }

  @Test func pairsBeyondTheLimitFallBackToZero() {
    var table = ColorPairTable(limit: 3, colors: 256)
    let pairs = (1...4).map { index in
      table.pair(foreground: .indexed(UInt8(index)), background: .default) { _, _, _ in true }
    }
    #expect(pairs == [1, 2, 0, 0])
  }

  @Test func refusedPairsFallBackToZero() {
    var table = ColorPairTable(limit: 256, colors: 256)
    #expect(table.pair(foreground: .indexed(1), background: .default) { _, _, _ in false } == 0)
  }

  @Test func noColoursMeansPairZero() {
    var table = ColorPairTable(limit: 0, colors: 0)
    #expect(table.pair(foreground: .indexed(1), background: .default) { _, _, _ in true } == 0)
  }

  @Test func colourNumbersFitTheTerminal() {
    let full = ColorPairTable(limit: 256, colors: 256)
    #expect(full.number(.default) == -1)
    #expect(full.number(.indexed(208)) == 208)
    let eight = ColorPairTable(limit: 64, colors: 8)
    #expect(eight.number(.indexed(3)) == 3)
    #expect(eight.number(.indexed(11)) == 3)
    #expect(eight.number(.indexed(196)) == 1)  // pure red
    #expect(eight.number(.indexed(46)) == 2)  // pure green
    #expect(eight.number(.indexed(21)) == 4)  // pure blue
    #expect(eight.number(.indexed(226)) == 3)  // yellow
    #expect(eight.number(.indexed(16)) == 0)  // black
    #expect(eight.number(.indexed(231)) == 7)  // white
    #expect(eight.number(.indexed(232)) == 0)  // darkest grey
    let sixteen = ColorPairTable(limit: 256, colors: 16)
    #expect(sixteen.number(.indexed(196)) == 9)
    #expect(sixteen.number(.indexed(88)) == 1)  // dark red stays dark
  }
}
