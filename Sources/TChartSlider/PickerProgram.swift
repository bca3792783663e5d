import TChartCells
import TChartData
import TChartProgram
import TChartRange
import TChartRender

/// `tchart pick`: a range slider of a few lines, run inline below the cursor.
///
/// Lines: the optional `--label` text, the value labels, the track, and a key hint. `Enter`
/// exits 0 printing `LOWER UPPER` (plain numbers with as many decimals as the range needs);
/// `Esc`, `q` and `Ctrl-C` cancel (``ProgramExit/cancelled``: exit 130, nothing printed).
/// Mouse events are in the program's own coordinates (row 0 is its first line).
public struct PickerProgram: TerminalProgram {
  public var slider: SliderState
  public let formatter: ValueFormatter
  public let label: String?
  /// The characters the picker is drawn with (`--glyphs`).
  public var glyphs: GlyphSet = .braille
  /// The size of the area the program draws in, from the last ``InputEvent/resize(_:)``.
  public private(set) var size: Size
  public private(set) var exit: ProgramExit?

  /// The key hint under the track: the slider table's hints, then the picker's own keys.
  public static let hint = SliderKeys.hint + " · Enter accept · Esc cancel"

  public init(
    selection: RangeSelection, formatter: ValueFormatter, label: String? = nil,
    size: Size = Size(width: 80, height: 4)
  ) {
    self.slider = SliderState(selection: selection)
    self.formatter = formatter
    self.label = label.flatMap { $0.isEmpty ? nil : Self.printable($0) }
    self.size = size
  }

  /// Lines the picker needs: the slider's two, the hint, and one for the label if any.
  public var height: Int { RangeSliderView.height + 1 + (label == nil ? 0 : 1) }

  /// Where the slider is drawn on a screen of `size` (the same rectangle hit-tests the mouse).
  public func sliderRect(in size: Size) -> Rect {
    Rect(x: 0, y: label == nil ? 0 : 1, width: size.width, height: RangeSliderView.height)
  }

  /// What Enter prints: `LOWER UPPER`.
  public var result: String {
    let decimals = slider.selection.decimals
    return ValueFormatter.plainText(slider.selection.lower, decimals: decimals) + " "
      + ValueFormatter.plainText(slider.selection.upper, decimals: decimals)
  }

  public var isAnimating: Bool { false }

  public mutating func handle(_ event: InputEvent, at time: Double) {
    guard exit == nil else { return }
    switch event {
    case .resize(let newSize):
      size = newSize
      return
    case .key(.enter):
      exit = ProgramExit(code: 0, output: result)
      return
    case .key(.escape), .key(.character("q")), .key(.control("c")):
      exit = .cancelled
      return
    default:
      break
    }
    let track = SliderTrack(rect: sliderRect(in: size), selection: slider.selection)
    slider.handle(event, track: track)
  }

  public mutating func tick(at time: Double) {}

  public func render(size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    var row = 0
    if let label {
      buffer.write(
        Self.fitted(label, width: size.width), x: 0, y: row, style: Style(attributes: .bold))
      row += 1
    }
    slider.view(formatter: formatter).render(into: &buffer, in: sliderRect(in: size))
    row += RangeSliderView.height
    buffer.write(
      Self.fitted(Self.hint, width: size.width), x: 0, y: row, style: Style(attributes: .dim))
    glyphs.apply(to: &buffer)
    return buffer
  }

  /// `text` with control characters (tabs, newlines, escapes) shown as spaces: the label is
  /// one line of plain text, it cannot move the cursor or restyle the terminal.
  static func printable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(TerminalText.isControl(scalar) ? " " : scalar)
    }
    return String(scalars)
  }

  /// `text` as it fits in `width` columns: whole, or cut with `…`.
  static func fitted(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 0 else { return "" }
    return DisplayWidth.prefix(text, fitting: width - 1) + "…"
  }
}
