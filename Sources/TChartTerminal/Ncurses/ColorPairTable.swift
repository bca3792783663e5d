import TChartCells
import TChartData

/// Colour pairs allocated on demand: each distinct (foreground, background) gets the next free
/// pair number. Pair 0 is the terminal's own colours. Pure; ncurses is told through `initialize`.
public struct ColorPairTable {
  /// A colour number as ncurses takes it: -1 is the terminal's default.
  public typealias ColorNumber = Int32

  private var pairs: [Key: Int32] = [:]
  private var next: Int32 = 1
  /// How many pairs the terminal has (`COLOR_PAIRS`).
  public let limit: Int32
  /// How many colours the terminal has (`COLORS`); 0 when it has none.
  public let colors: Int32

  private struct Key: Hashable {
    var foreground: ColorNumber
    var background: ColorNumber
  }

  /// On a direct-colour terminal, how many palette indexes its entry still passes through
  /// (8 for `xterm-direct`, 16 for `xterm-direct16`, 256 for `xterm-direct256`).
  public let directIndexes: Int32

  public init(limit: Int32, colors: Int32, directIndexes: Int32 = 8) {
    self.limit = limit
    self.colors = colors
    self.directIndexes = directIndexes
  }

  /// The pair for `foreground` on `background`: 0 when both are the default, when the terminal
  /// has no colours, or when every pair is taken. `initialize(pair, fg, bg)` is called once for
  /// each new pair and may refuse it (then 0 is used).
  public mutating func pair(
    foreground: TerminalColor, background: TerminalColor,
    initialize: (Int32, ColorNumber, ColorNumber) -> Bool
  ) -> Int32 {
    guard colors > 0 else { return 0 }
    let key = Key(foreground: number(foreground), background: number(background))
    if key.foreground == -1, key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard next < limit, initialize(next, key.foreground, key.background) else { return 0 }
    pairs[key] = next
    next += 1
    return next - 1
  }

  /// Whether the terminal takes 24-bit colours as colour numbers (a `*-direct` terminfo entry:
  /// `COLORS` is 2^24).
  public var isDirect: Bool { colors >= 1 << 24 }

  /// The colour number for `color` on a terminal with ``colors`` colours: 256-colour indexes
  /// above what the terminal has fall back to the nearest of its first 8 (or 16); a 24-bit
  /// colour is the nearest palette entry, or itself on a direct-colour terminal.
  public func number(_ color: TerminalColor) -> ColorNumber {
    switch color {
    case .default: return -1
    case .rgb(let rgb) where isDirect: return Self.direct(rgb)
    case .rgb: return number(color.indexedFallback)
    case .indexed(let index) where isDirect && Int32(index) >= directIndexes:
      // Past the indexes the entry passes through, palette colours are sent as their 24-bit
      // value; 8–15 have none (each terminal has its own) and become their basic colour.
      guard let rgb = XtermPalette.rgb(index) else { return Int32(index % 8) }
      return Self.direct(rgb)
    case .indexed(let index) where isDirect:
      return Int32(index)
    case .indexed(let index):
      if Int32(index) < colors { return Int32(index) }
      return Self.basic(index, bright: colors >= 16)
    }
  }

  /// A 24-bit colour as a direct colour number (`0xRRGGBB`). Numbers below 256 are palette
  /// indexes in `xterm-direct256`, so the darkest blues move one step of green up.
  static func direct(_ rgb: RGBColor) -> ColorNumber {
    let number = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
    return number < 256 ? number | 0x100 : number
  }

  /// The nearest of the 8 basic colours (or 16 with bright ones) to a 256-colour index.
  static func basic(_ index: UInt8, bright: Bool) -> ColorNumber {
    let (r, g, b): (Int, Int, Int)
    switch index {
    case 0..<16: return Int32(bright ? index : index % 8)
    case 16..<232:
      let cube = Int(index) - 16
      (r, g, b) = (cube / 36, cube / 6 % 6, cube % 6)  // each 0...5
    default:
      let level = (Int(index) - 232) * 5 / 23
      (r, g, b) = (level, level, level)
    }
    let high = [r, g, b].max()!
    guard high > 0 else { return 0 }
    // Channels at least half the brightest one are on.
    let bits =
      (r * 2 >= high && r > 0 ? 1 : 0) | (g * 2 >= high && g > 0 ? 2 : 0)
      | (b * 2 >= high && b > 0 ? 4 : 0)
    if bits == 7 && high <= 2 { return bright ? 8 : 7 }
    return Int32(bits) + (bright && high >= 4 ? 8 : 0)
  }
}
