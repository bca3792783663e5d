import ArgumentParser
import TChartData
import TChartExplorer

/// `--shift 1w` (explore and render): each line's dimmed copy one period earlier, beside it.
struct ShiftFlag: ParsableArguments {
  @Option(name: .view(.shift), help: .explore(.shift))
  var shift: String?

  /// The period asked for; `nil` without `--shift` (or with a bad one: see ``check()``).
  var period: PeriodShift? { shift.flatMap(PeriodShift.init(text:)) }

  /// A bad `--shift` as one line on standard error, exit 64.
  func check() throws {
    guard let shift, period == nil else { return }
    StandardError.write(
      "tchart: \(ViewOption.shift) \(shift): need a period above 0 such as 1h, 1d, 1w or 28d "
        + "(on a numeric x, a number of x units)")
    throw ExitCode.validationFailure
  }

  /// `--shift` on a table in `render`: one line on standard error, exit 64 (the explorer says
  /// so in its status line): a table source reads a window's rows at a time, and the copies
  /// are drawn from the rows in memory.
  func checkNotTable() throws {
    guard let shift else { return }
    StandardError.write(
      "tchart: \(ViewOption.shift) \(shift): not on tables yet (a table is read a window at a time); "
        + "render its rows as CSV (--format csv) and compare the file")
    throw ExitCode.validationFailure
  }
}
