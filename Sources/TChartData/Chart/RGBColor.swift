/// A 24-bit colour, as the data files give it (`#RGB` or `#RRGGBB`).
public struct RGBColor: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#rrggbb` (lower case): what ``init(hex:)`` reads back, as sessions and SVG write it.
  public var hexText: String {
    "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }

  /// Parses `#RGB` or `#RRGGBB` (either case); `nil` for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#") else { return nil }
    let nibbles = digits.dropFirst().map(Self.nibble)
    guard nibbles.allSatisfy({ $0 != nil }) else { return nil }
    let values = nibbles.map { $0! }
    switch values.count {
    case 3:
      self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
    case 6:
      self.init(
        red: values[0] << 4 | values[1], green: values[2] << 4 | values[3],
        blue: values[4] << 4 | values[5])
    default:
      return nil
    }
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The colours given to lines whose file names none, in order.
  public static let defaultPalette: [RGBColor] = [
    "#3DC23F", "#F34C44", "#3896E8", "#F5BD25", "#8E6BDC", "#4BD8D8", "#E8652E", "#9ED448",
  ].map { RGBColor(hex: $0)! }
}
