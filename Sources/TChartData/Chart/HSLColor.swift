/// A colour as hue, saturation and lightness: what the colour inspector's three sliders edit.
///
/// `hue` is in degrees, `0 ..< 360`; `saturation` and `lightness` are in `0 ... 1`. Greys
/// (red = green = blue) have saturation 0 and hue 0. Converting an ``RGBColor`` to HSL and back
/// gives the same colour exactly: ``rgb`` rounds each channel to the nearest 8-bit value, and
/// the conversion's floating-point error is far below half a level.
public struct HSLColor: Sendable, Hashable {
  /// Degrees, `0 ..< 360` (a value outside is wrapped by ``init(hue:saturation:lightness:)``).
  public var hue: Double
  /// `0 ... 1`.
  public var saturation: Double
  /// `0 ... 1`.
  public var lightness: Double

  /// A colour with `hue` wrapped into `0 ..< 360` and the other two clamped into `0 ... 1`
  /// (not-a-number reads as 0).
  public init(hue: Double, saturation: Double, lightness: Double) {
    let wrapped = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
    self.hue = wrapped < 0 ? (wrapped + 360 < 360 ? wrapped + 360 : 0) : wrapped
    self.saturation = Self.unit(saturation)
    self.lightness = Self.unit(lightness)
  }

  /// The HSL of `rgb`.
  public init(_ rgb: RGBColor) {
    let r = Double(rgb.red) / 255
    let g = Double(rgb.green) / 255
    let b = Double(rgb.blue) / 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    let chroma = high - low
    let lightness = (high + low) / 2
    guard chroma > 0 else {
      self.init(hue: 0, saturation: 0, lightness: lightness)
      return
    }
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    let sector: Double =
      if high == r {
        (g - b) / chroma + (g < b ? 6 : 0)
      } else if high == g {
        (b - r) / chroma + 2
      } else {
        (r - g) / chroma + 4
      }
    self.init(hue: sector * 60, saturation: saturation, lightness: lightness)
  }

  /// The nearest 24-bit colour (each channel rounded to the nearest of 0…255).
  public var rgb: RGBColor {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let base = lightness - chroma / 2
    return RGBColor(red: Self.byte(r + base), green: Self.byte(g + base), blue: Self.byte(b + base))
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(max((value * 255).rounded(), 0), 255))
  }
}
