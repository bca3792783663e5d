import TChartCSV
import TChartData
import TChartTime

/// How a stream (a pipe, a terminal, a followed file) is read: the command line's stream flags
/// and the data flags that apply to streams.
public struct StreamOptions: Sendable, Equatable {
  /// Whether the first row names the columns.
  public enum Header: Sendable, Equatable {
    /// Decided by the first row: a row whose every field is a number (or a date followed by
    /// numbers) is data, anything else a header.
    case auto
    /// `--header`: the first row is a header.
    case present
    /// `--no-header`: the first row is data; lines are named `1`, `2`, ….
    case absent
  }

  /// `--header` / `--no-header`.
  public var header: Header = .auto
  /// `--x-arrival`: x is the time each row arrived and every field is a line.
  public var xArrival = false
  /// `--x-type`: how the first field is read when it is x.
  public var xType: XType = .auto
  /// `--date-format`: the pattern x dates follow.
  public var datePattern: DatePattern?
  /// `--na LIST`: the cells read as gaps (an empty cell always is).
  public var missing = MissingTokens.standard
  /// `--input-tz`: the zone of x dates written without an offset; `nil` for UTC.
  public var inputZone: DisplayTimeZone?
  /// `--json-path PATH`: where in a JSON document read from the stream the data is.
  public var jsonPath: String?

  public init() {}
}
