import TChartData
import TChartRange
import TChartSlider

/// The colour inspector (`c`): a panel for one line of the chart set on screen with a row of
/// swatches (the palette's 8 colours and the file's own line colours) and three one-handle
/// sliders, hue 0–360°, saturation and lightness 0–100 %, each a
/// ``RangeSelection/singleValue(minimum:maximum:step:value:)`` driven by ``SliderInteraction``.
/// The graph previews ``color`` while it is open (``ExplorerState/coloring.color(_:)``); `Enter`
/// keeps it as one undo step, `Esc` closes it with nothing changed. It takes every key and
/// press while open.
public struct ColorInspector: Sendable, Equatable {
  /// The part of the panel the keys act on (`Tab` switches).
  public enum Part: Sendable, Equatable {
    case swatches
    case sliders
  }

  /// One of the three sliders.
  public enum Channel: Int, Sendable, Equatable, CaseIterable {
    case hue
    case saturation
    case lightness

    /// The slider's name in the panel.
    public var name: String {
      switch self {
      case .hue: "hue"
      case .saturation: "sat %"
      case .lightness: "light %"
      }
    }
  }

  /// The line inspected (an index into the chart set on screen).
  public var line: Int
  /// The colours the swatch row offers.
  public var swatches: [RGBColor]
  /// The swatch highlighted.
  public var swatch = 0
  public var part = Part.sliders
  /// The slider the arrow keys move.
  public var channel = Channel.hue
  /// Hue, saturation and lightness, by ``Channel`` raw value.
  public var sliders: [RangeSelection]
  /// What the mouse holds on the slider of ``channel``.
  public var drag: SliderInteraction.Drag?
  /// The colour exactly, while no slider has moved since it was shown (the sliders round to
  /// whole degrees and percents, so a swatch or the line's colour would otherwise drift).
  public var exact: RGBColor?

  /// A panel for `line`, starting at `color`, offering `swatches`.
  public init(line: Int, color: RGBColor, swatches: [RGBColor]) {
    self.line = line
    self.swatches = swatches
    self.sliders = Self.sliders(for: color)
    self.exact = color
    self.swatch = swatches.firstIndex(of: color) ?? 0
  }

  /// The colour shown: ``exact``, else the sliders'.
  public var color: RGBColor {
    if let exact { return exact }
    return HSLColor(
      hue: sliders[0].value, saturation: sliders[1].value / 100,
      lightness: sliders[2].value / 100
    ).rgb
  }

  /// The keys the panel's bottom border shows while `part` has them, longest first (the
  /// longest that fits is drawn; `Enter` and `Esc` always are).
  public static func keyHints(part: Part) -> [String] {
    let always = "Enter keep · Esc revert"
    switch part {
    case .sliders:
      return [
        always + " · ↑↓ slider · ←→ move · Tab swatches", always + " · ↑↓ ←→ adjust · Tab swatches",
        always,
      ]
    case .swatches:
      return [always + " · ←→ swatch · Tab sliders", always + " · Tab sliders", always]
    }
  }

  /// Sets the sliders to `color` (rounded to whole degrees and percents).
  public mutating func show(_ color: RGBColor) {
    sliders = Self.sliders(for: color)
    exact = color
  }

  /// The three sliders at `color`.
  static func sliders(for color: RGBColor) -> [RangeSelection] {
    let hsl = HSLColor(color)
    // The ranges and steps are valid, so the sliders are always made.
    return [
      try! .singleValue(minimum: 0, maximum: 360, step: 1, value: hsl.hue.rounded()),
      try! .singleValue(minimum: 0, maximum: 100, step: 1, value: (hsl.saturation * 100).rounded()),
      try! .singleValue(minimum: 0, maximum: 100, step: 1, value: (hsl.lightness * 100).rounded()),
    ]
  }
}
