import ArgumentParser
import TChartData
import TChartExplorer
import TChartRange
import TChartSlider

/// `tchart pick`: choose a range with a two-handle slider drawn inline on the terminal, below
/// the cursor, and print `LOWER UPPER` on standard output.
struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Pick a range with a two-handle slider and print LOWER UPPER.",
    discussion: """
      Draws on /dev/tty below the cursor, so standard output can be captured:
        read lo hi < <(tchart pick --min 0 --max 2000000 --step 10000 --format price)

      Keys: ←/→ one step, Shift-←/→ or PgUp/PgDn ten steps, Home/End to the ends,
      Tab switch handle, [ ] move both one step, { } move both ten steps,
      Enter accept, Esc/q/Ctrl-C cancel (exit 130, nothing printed).
      The mouse works too: drag a handle, or the selection between them.

      With --format date or calendar, values may also be UTC dates (2024-03-15,
      2024-03-15T14:30) and durations (90s, 15m, 6h, 1d, 2w), in seconds:
        tchart pick --format date --min 2024-01-01 --max 2024-12-31 --step 1d
      """)

  @Option(name: .customLong("min"), parsing: .unconditional, help: "The smallest value.")
  var minimum: String

  @Option(name: .customLong("max"), parsing: .unconditional, help: "The largest value.")
  var maximum: String

  @Option(parsing: .unconditional, help: "Snap to min + k·step (continuous when absent).")
  var step: String?

  @Option(parsing: .unconditional, help: "The initial lower value (default: --min).")
  var lower: String?

  @Option(parsing: .unconditional, help: "The initial upper value (default: --max).")
  var upper: String?

  @Option(
    name: .customLong("min-distance"), parsing: .unconditional,
    help: "The smallest allowed upper − lower.")
  var minDistance: String?

  @Option(
    help: ArgumentHelp(
      "Labels: plain, integer, number (12,500), price, sqft, percent, or date or calendar "
        + "(values in Unix seconds; date: 2024-03-15, calendar: Mar 15 2024)."))
  var format: ValueFormatter.Kind = .plain

  @Option(help: "A line of text shown above the slider.")
  var label: String?

  @Option(name: .view(.glyphs), help: .explore(.glyphs))
  var glyphs: GlyphMode = .auto

  /// The validated selection; the error message names the offending argument.
  func makeSelection() throws(PickArgumentError) -> RangeSelection {
    do {
      return try RangeSelection(
        minimum: number(minimum, "--min"), maximum: number(maximum, "--max"),
        step: step.map { try number($0, "--step") },
        minDistance: minDistance.map { try number($0, "--min-distance") } ?? 0,
        lower: lower.map { try number($0, "--lower") },
        upper: upper.map { try number($0, "--upper") })
    } catch let error as PickArgumentError {
      throw error
    } catch let error as RangeSelection.ValidationError {
      throw PickArgumentError(message: error.description)
    } catch {
      throw PickArgumentError(message: "\(error)")
    }
  }

  /// Whether the values are Unix seconds written as dates (`--format date` or `calendar`).
  var takesDates: Bool { format == .date || format == .calendar }

  /// `text` as a number: with dates (``takesDates``) also a UTC date or a duration
  /// (``ValueInput``).
  func number(_ text: String, _ name: String) throws -> Double {
    if takesDates, let value = ValueInput.parse(text) { return value }
    if let value = Double(text) { return value }
    let accepted = takesDates ? "a number, a date (2024-03-15) or a duration (1d)" : "a number"
    throw PickArgumentError(message: "\(name) '\(text)' is not \(accepted)")
  }

  /// The program `run()` shows (the runner gives it the terminal's size first).
  func makeProgram() throws -> PickerProgram {
    let selection = try makeSelection()
    return PickerProgram(
      selection: selection, formatter: ValueFormatter(format, for: selection), label: label)
  }

  func validate() throws {
    do {
      _ = try makeSelection()
    } catch {
      throw ValidationError(error.message)
    }
  }

  func run() throws {
    // The runner's first event is `.resize` with the terminal's size, so the program needs no
    // width up front: the track is laid out for the real width before any mouse press.
    var program = try makeProgram()
    program.glyphs = glyphs.terminalGlyphSet()
    let exit = try Terminal.run(.inline(lines: program.height), &program)
    try Terminal.finish(exit)
  }
}

extension ValueFormatter.Kind: ExpressibleByArgument {}

/// A bad `pick` argument; the message names it (`--step must be greater than 0`).
struct PickArgumentError: Error {
  var message: String
}
