import Synchronization
import TChartData

/// Where the charts come from: the loaded chart sets and what feeds them (a file, a stream or a
/// table), and the saved view waiting for a loading file's chart sets.
public struct DataFeed: Sendable, Equatable {
  /// What feeds the chart sets.
  public enum Source: Sendable, Equatable {
    /// A file (or standard input) read once: the chart sets never change.
    case file
    /// A stream (or a file still loading): its one chart set grows in place.
    case stream(LiveStream)
    /// A database table: its answers and the query in flight (see `Feed/Table/TableFeed.swift`).
    case table(TableQueries)
  }

  /// The loaded chart sets (never empty). A stream's one chart set grows in place
  /// (``StreamEvent/rows(_:)``); others never change.
  public internal(set) var chartSets: [ChartSet] {
    // No `oldValue`: a stream's rows still grow the chart set in place (SE-0268).
    didSet { revision = Revision() }
  }
  /// Which chart sets these are: a new revision for each feed made and each change of
  /// ``chartSets`` (never part of `==`; a kept geometry is built from one, see ``geometryMark``).
  var revision = Revision()
  /// What feeds them.
  public internal(set) var source: Source = .file
  /// The saved view of a file still loading, shown when its chart sets arrive.
  public var sessionToRestore: SessionToRestore?
  /// The file read, when it can be read again with other columns (`nil`: a stream, a table,
  /// the bundled sample).
  public var reading: FileReading?
  /// Where a file's rows can be read again (`r`); `nil` for streams, tables and folders.
  public var rowSource: RowSource?

  /// The stream being read, when the source is one (`nil` otherwise); setting `nil` makes the
  /// source a file only if it was a stream.
  public internal(set) var stream: LiveStream? {
    get { if case .stream(let live) = source { live } else { nil } }
    set { replaceSource(with: newValue.map(Source.stream), closing: stream != nil) }
  }

  /// The stream's name as the message log names its messages' source (empty without one).
  var streamName: String { stream.map(\.name) ?? "" }

  /// What the title says of the feed after the chart set's name: a stream's state
  /// (`stdin · paused · +12 new`) or a live table's (`live`, `paused`); `nil` for a file.
  var titleText: String? {
    reading?.titleText ?? stream?.titleText ?? table?.follow?.titleText
  }

  /// The database table shown, when the source is one (`nil` otherwise).
  public internal(set) var table: TableQueries? {
    get { if case .table(let queries) = source { queries } else { nil } }
    set { replaceSource(with: newValue.map(Source.table), closing: table != nil) }
  }

  /// Makes `source` the source, or with `nil` a file if `isOpen` (the source meant was it).
  private mutating func replaceSource(with source: Source?, closing isOpen: Bool) {
    if let source {
      self.source = source
    } else if isOpen {
      self.source = .file
    }
  }
}

extension DataFeed {
  /// A number no other chart sets had: the feed's ``chartSets`` are the same as long as it is.
  /// Every revision is equal under `==`, which leaves the feed's `==` to compare the data.
  struct Revision: Sendable, Equatable {
    /// The last number given, over all feeds.
    private static let last = Atomic<UInt64>(0)
    let number = Self.last.add(1, ordering: .relaxed).newValue

    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }

  /// All that the geometry reads of a feed (the chart sets, whether it waits for a stream's
  /// first rows, whether it is a table), as a cheap mark: a geometry built from a feed with this
  /// mark is the feed's (see ``KeptGeometry``). A table's query bookkeeping leaves it as it is.
  struct GeometryMark: Sendable, Equatable {
    var chartSets: UInt64
    var isWaitingForData: Bool
    var isTable: Bool
  }

  /// The mark of what the geometry reads of this feed.
  var geometryMark: GeometryMark {
    let isTable = if case .table = source { true } else { false }
    return GeometryMark(
      chartSets: revision.number, isWaitingForData: isWaitingForData, isTable: isTable)
  }
}
