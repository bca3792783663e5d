import ArgumentParser
import TChartExplorer
import TChartModel

/// `tchart pick`: choose a range with a two-handle slider drawn inline on the terminal, below
/// the cursor, and print `LOWER UPPER` on standard output.
struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Pick a range with a two-handle slider and print LOWER UPPER.",
    discussion: """
      Draws on /dev/tty below the cursor, so standard output can be captured:
        read lo hi < <(tchart pick --min 0 --max 2000000 --step 10000 --format price)
      Keys: ←/→ one step, Shift-←/→ or PgDn/PgUp ten steps, Home/End to the ends,
      Tab switch handle, [ ] move both (one step), { } move both (ten steps),
      Enter accept, Esc/q/Ctrl-C cancel (exit 130, nothing printed). The mouse works too.
      """)

  @Option(name: .customLong("min"), help: "The smallest value.")
  var minimum: Double

  @Option(name: .customLong("max"), help: "The largest value.")
  var maximum: Double

  @Option(help: "Snap to min + k·step (continuous when absent).")
  var step: Double?

  @Option(help: "The initial lower value (default: --min).")
  var lower: Double?

  @Option(help: "The initial upper value (default: --max).")
  var upper: Double?

  @Option(name: .customLong("min-distance"), help: "The smallest allowed upper − lower.")
  var minDistance: Double = 0

  @Option(help: "Label format: plain, integer, price, sqft, percent or date (Unix seconds).")
  var format: ValueFormatter.Kind = .plain

  @Option(help: "A line of text shown above the slider.")
  var label: String?

  /// The validated selection; the error names the offending argument.
  func makeSelection() throws(RangeSelection.ValidationError) -> RangeSelection {
    try RangeSelection(
      minimum: minimum, maximum: maximum, step: step, minDistance: minDistance, lower: lower,
      upper: upper)
  }

  /// The program `run()` shows.
  func makeProgram() throws -> PickerProgram {
    let selection = try makeSelection()
    return PickerProgram(
      selection: selection, formatter: ValueFormatter(format, for: selection), label: label)
  }

  func validate() throws {
    do {
      _ = try makeSelection()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let program = try makeProgram()
    // CALL SITE: run `program` with the terminal layer's inline runner (TChartTerminal, helper
    // "terminal"), print `exit.output` on stdout and exit with `exit.code`. Until that runner
    // exists, say so and fail cleanly instead of pretending.
    _ = program
    throw CleanExit.message("tchart pick: the inline terminal runner is not available yet")
  }
}

extension ValueFormatter.Kind: ExpressibleByArgument {}
