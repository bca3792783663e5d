import TChartCSV
import TChartData
import TChartStreams

/// A stream the explorer is showing as it arrives (`tchart -` on a pipe, `--follow FILE`):
/// where it is, whether the window follows the newest sample, what was skipped.
///
/// Following: while the window touches the newest sample (and the indicator sits on it) new
/// rows slide the window along, keeping its width, like `tail -f`; before the window is full
/// (fewer samples than ``ExplorerGeometry/followWidth(size:chrome:)``) it shows them all. Any move of the window
/// or the indicator away from the newest sample pauses (the title says `paused · +N new`);
/// `End` or `f` resume.
public struct LiveStream: Sendable, Equatable {
  /// How far the stream got.
  public enum Phase: Sendable, Equatable {
    /// Still reading.
    case open
    /// The input ended.
    case ended
    /// Reading failed (the message says why).
    case failed(String)
  }

  /// The stream's name in titles and messages (`stdin`, a path).
  public var name: String
  public var phase: Phase = .open
  /// Whether a first row arrived (before, the chart set on screen is a placeholder).
  public var hasData = false
  /// Whether new rows slide the window along.
  public var following = true
  /// Samples that arrived since following paused.
  public var newWhilePaused = 0
  /// Rows skipped so far (not numbers, wrong field counts, x going back).
  public var skipped = 0
  /// Why the last of them was skipped (`line 1234: 'abc' is not a number`).
  public var problem: String?
  /// The last thing the stream said (`data.csv was truncated: reading it again`).
  public var note: String?
  /// The bytes of the line the stream is writing, still without its end (0: none).
  public var unfinishedLine = 0
  /// `--keep N`: only the newest N samples per line are kept.
  public var keep: Int?
  /// The largest `--keep`: each line reserves N + N/4 samples of address space (1 GB at this
  /// N), and beyond it a stream is better kept whole (no `--keep`) or in a file.
  public static let maximumKeep = 100_000_000
  /// How far a file loaded in the background has come (`nil` for a stream of rows).
  public var progress: LoadProgress?
  /// `--y`'s terms, applied when the data arrives: a stream's derived lines are added to its
  /// first rows (and extended with each batch), the columns not named hidden; a file loaded in
  /// the background gets them as one loaded at once does.
  public var terms: [LineExpression] = []
  /// Whether only the lines `terms` name stay (a wide file loaded in the background); a
  /// stream keeps every column (its rows hold them all) and hides the others.
  public var keepsOnlyNamed = false
  /// A server's table describing itself before its first frame (the explorer is on screen
  /// meanwhile, `q` quits).
  public var describing = false

  /// A stream named `name`; `loading`: a file loaded whole in the background, whose progress
  /// the title shows from the start.
  public init(name: String, keep: Int? = nil, loading: Bool = false) {
    self.name = name
    self.keep = keep
    if loading { progress = LoadProgress(bytesParsed: 0, totalBytes: nil, seconds: 0) }
  }

  /// How many samples per line the columns reserve when the stream starts (and after a
  /// `--keep` trim): up to there rows append without ever moving the history, so no frame pays
  /// for copying it. `--keep N` never holds more than N + N/4; an endless stream reserves 4 Mi
  /// samples (32 MiB of address space per line, used only as rows arrive) and beyond that
  /// grows as arrays do (amortised O(1), one copy per doubling).
  public var reservedSamples: Int {
    keep.map { $0 + Swift.max(1, $0 / 4) + 1 } ?? 1 << 22
  }

  /// Whether rows may still arrive.
  public var isOpen: Bool { phase == .open }

  /// What the status line says about the stream when nothing else is shown.
  public var statusText: String? {
    if !hasData {
      switch phase {
      case .open where progress != nil: return "Loading \(name)…"
      case .open where describing: return "Connecting to \(name): describing the source…"
      case .open where unfinishedLine > 0: return unfinishedLineText
      case .open where note != nil: return "\(note!) · waiting for data…"
      case .open where skipped > 0 || problem != nil:
        let rows = skipped > 0 ? " \(skipped) row\(skipped == 1 ? "" : "s") skipped" : ""
        return "Waiting for data…\(rows)" + (problem.map { " (\($0))" } ?? "")
      case .open: return "Waiting for data…"
      case .ended: return "\(name): no data"
      case .failed(let message): return message
      }
    }
    if skipped > 0, let problem {
      return "\(problem) · \(skipped) row\(skipped == 1 ? "" : "s") skipped"
    }
    if case .failed(let message) = phase { return message }
    if isOpen && unfinishedLine >= Self.longUnfinishedLine { return unfinishedLineText }
    return note
  }

  /// From how many bytes a line without its end is said once rows came (a row is far shorter).
  static let longUnfinishedLine = 1 << 16

  /// `Waiting for the end of a line (12 bytes so far)…`: a stream that writes no line break
  /// (or a longer line than any row) shows that it is read.
  var unfinishedLineText: String {
    let skipped =
      unfinishedLine > StreamParser.maximumLineLength ? ", over 1 MiB: it will be skipped" : ""
    return "Waiting for the end of a line (\(ByteCount.text(unfinishedLine)) so far\(skipped))…"
  }

  /// What the title adds after the name: `live` while following an open stream, `paused · +N
  /// new` while paused.
  public var titleText: String? {
    if let progress, !hasData { return progress.summary }
    guard hasData else { return nil }
    if !following { return "paused · +\(newWhilePaused) new" }
    return isOpen ? "live" : nil
  }
}
