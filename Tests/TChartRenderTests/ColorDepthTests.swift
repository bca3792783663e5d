import TChartCells
import TChartData
import TChartTesting
import Testing

@Suite struct ColorDepthTests {
  @Test func decidedFromTheEnvironment() {
    let table: [([String: String], ColorDepth)] = [
      (["COLORTERM": "truecolor", "TERM": "xterm-256color"], .truecolor),
      (["COLORTERM": "24bit", "TERM": "xterm"], .truecolor),
      (["COLORTERM": "TrueColor"], .truecolor),
      (["TERM": "xterm-direct"], .truecolor),
      (["COLORTERM": "yes", "TERM": "xterm-256color"], .indexed256),
      (["COLORTERM": "", "TERM": "tmux-256color"], .indexed256),
      (["TERM": "screen.xterm-256color"], .indexed256),
      (["TERM": "xterm"], .indexed16),
      (["TERM": "linux"], .indexed16),
      (["COLORTERM": "rxvt-xpm", "TERM": "rxvt"], .indexed16),
      ([:], .indexed16),
    ]
    for (environment, depth) in table {
      #expect(ColorDepth(environment: environment) == depth, "\(environment)")
    }
    #expect(ColorDepth.truecolor.showsRGB && !ColorDepth.indexed256.showsRGB)
  }
}

@Suite struct XtermNearestTests {
  /// The nearest entry found the slow way: the distance to every entry 16–255.
  func bruteForce(_ colour: RGBColor) -> UInt8 {
    (16...255).map(UInt8.init).min {
      XtermPalette.distance(colour, XtermPalette.rgb($0)!)
        < XtermPalette.distance(colour, XtermPalette.rgb($1)!)
    }!
  }

  @Test func nearestIsTheClosestEntryOfCubeAndGreyRamp() {
    var random = SeededRandom(seed: 256)
    for _ in 0..<3000 {
      let bits = random.next()
      let colour = RGBColor(
        red: UInt8(bits & 0xFF), green: UInt8(bits >> 8 & 0xFF), blue: UInt8(bits >> 16 & 0xFF))
      let nearest = XtermPalette.nearest(colour)
      #expect((16...255).contains(nearest))
      #expect(nearest == bruteForce(colour), "\(colour)")
    }
  }

  @Test func greysGoToTheGreyRampOrTheCubesGreys() {
    for level in 0...255 {
      let grey = RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
      let entry = XtermPalette.rgb(XtermPalette.nearest(grey))!
      #expect(entry.red == entry.green && entry.green == entry.blue, "\(level)")
      #expect(abs(Int(entry.red) - level) <= 8, "\(level)")
    }
  }

  @Test func distanceIsASymmetricMetricOnPairs() {
    let a = RGBColor(hex: "#3DC23F")!
    let b = RGBColor(hex: "#F34C44")!
    #expect(XtermPalette.distance(a, a) == 0)
    #expect(XtermPalette.distance(a, b) == XtermPalette.distance(b, a))
    // Redmean weighs green most: a step in green is farther than the same step in blue.
    let black = RGBColor(red: 0, green: 0, blue: 0)
    #expect(
      XtermPalette.distance(black, RGBColor(red: 0, green: 40, blue: 0))
        > XtermPalette.distance(black, RGBColor(red: 0, green: 0, blue: 40)))
  }
}
