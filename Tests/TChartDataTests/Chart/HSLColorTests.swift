import TChartData
import TChartTesting
import Testing

@Suite struct HSLColorTests {
  @Test func everyColourRoundTripsExactly() {
    var random = SeededRandom(seed: 14)
    var colours: [RGBColor] = []
    for bits in 0..<8 {
      let level: (Int) -> UInt8 = { bits >> $0 & 1 == 1 ? 255 : 0 }
      colours.append(RGBColor(red: level(2), green: level(1), blue: level(0)))
    }
    for grey in 0...255 {
      colours.append(RGBColor(red: UInt8(grey), green: UInt8(grey), blue: UInt8(grey)))
    }
    for _ in 0..<200_000 {
      let bits = random.next()
      colours.append(
        RGBColor(
          red: UInt8(bits & 0xFF), green: UInt8(bits >> 8 & 0xFF), blue: UInt8(bits >> 16 & 0xFF)))
    }
    var failures = 0
    for colour in colours {
      let hsl = HSLColor(colour)
      let inRange =
        hsl.hue >= 0 && hsl.hue < 360 && (0...1).contains(hsl.saturation)
        && (0...1).contains(hsl.lightness)
      if hsl.rgb != colour || !inRange {
        failures += 1
        if failures <= 5 { Issue.record("\(colour) → \(hsl) → \(hsl.rgb)") }
      }
    }
    #expect(failures == 0)
  }

  @Test func knownValues() {
    let red = HSLColor(RGBColor(red: 255, green: 0, blue: 0))
    #expect(red == HSLColor(hue: 0, saturation: 1, lightness: 0.5))
    let green = HSLColor(RGBColor(hex: "#3DC23F")!)
    #expect(abs(green.hue - 120.9) < 0.05)
    #expect(abs(green.saturation - 0.521) < 0.001)
    #expect(green.lightness == 0.5)
    let blue = HSLColor(RGBColor(red: 0, green: 0, blue: 255))
    #expect(blue.hue == 240 && blue.saturation == 1 && blue.lightness == 0.5)
    let magenta = HSLColor(RGBColor(red: 255, green: 0, blue: 128))
    #expect(abs(magenta.hue - 329.88) < 0.01)
    #expect(HSLColor(hue: 60, saturation: 1, lightness: 0.5).rgb == RGBColor(hex: "#FFFF00"))
    #expect(HSLColor(hue: 180, saturation: 1, lightness: 0.25).rgb == RGBColor(hex: "#008080"))
    #expect(HSLColor(hue: 0, saturation: 0, lightness: 1).rgb == RGBColor(hex: "#FFFFFF"))
  }

  @Test func greysHaveNoSaturation() {
    for level in [0, 1, 127, 128, 200, 255] {
      let grey = HSLColor(RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level)))
      #expect(grey.saturation == 0 && grey.hue == 0, "\(level)")
      #expect(abs(grey.lightness - Double(level) / 255) < 1e-12)
    }
  }

  @Test func theInitialiserWrapsHueAndClampsTheRest() {
    let colour = HSLColor(hue: -30, saturation: 1.5, lightness: -0.2)
    #expect(colour.hue == 330 && colour.saturation == 1 && colour.lightness == 0)
    #expect(HSLColor(hue: 720, saturation: 0.5, lightness: 0.5).hue == 0)
    #expect(HSLColor(hue: -1e-20, saturation: 0.5, lightness: 0.5).hue == 0)
    #expect(HSLColor(hue: .nan, saturation: .nan, lightness: .infinity).lightness == 1)
  }
}
