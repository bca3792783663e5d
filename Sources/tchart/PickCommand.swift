import ArgumentParser
import TChartExplorer
import TChartModel
import TChartRender
import TChartTerminal

#if canImport(Glibc)
  import Glibc
#endif

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

  @Option(name: .customLong("min"), parsing: .unconditional, help: "The smallest value.")
  var minimum: Double

  @Option(name: .customLong("max"), parsing: .unconditional, help: "The largest value.")
  var maximum: Double

  @Option(parsing: .unconditional, help: "Snap to min + k·step (continuous when absent).")
  var step: Double?

  @Option(parsing: .unconditional, help: "The initial lower value (default: --min).")
  var lower: Double?

  @Option(parsing: .unconditional, help: "The initial upper value (default: --max).")
  var upper: Double?

  @Option(
    name: .customLong("min-distance"), parsing: .unconditional,
    help: "The smallest allowed upper − lower.")
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

  /// The program `run()` shows, laid out for a terminal `columns` wide.
  func makeProgram(columns: Int = 80) throws -> PickerProgram {
    let selection = try makeSelection()
    let height = PickerProgram.height(label: label)
    return PickerProgram(
      selection: selection, formatter: ValueFormatter(format, for: selection), label: label,
      size: Size(width: columns, height: height))
  }

  func validate() throws {
    do {
      _ = try makeSelection()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    // The runner sends no resize before the first event: start with the terminal's width so
    // that the first mouse press hits the track where it is drawn.
    var program = try makeProgram(columns: Self.terminalColumns() ?? 80)
    let exit = try Terminal.run(.inline(lines: program.height), &program)
    try Terminal.finish(exit)
  }

  /// The width of the controlling terminal, `nil` without one.
  static func terminalColumns() -> Int? {
    let fd = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return TerminalSize.of(fd: fd)?.width
  }
}

extension ValueFormatter.Kind: ExpressibleByArgument {}
