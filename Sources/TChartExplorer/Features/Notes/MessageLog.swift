import TChartCSV

/// What the explorer was told about its data, newest last: the loader's notes, the rows a
/// stream skipped, an `--every` command's failed runs. Bounded: past ``capacity`` the oldest
/// go (``dropped`` counts them). `m` shows it (see `MessageLogReducer`).
public struct MessageLog: Sendable, Equatable {
  /// One message: where it comes from (a file, `stdin`, a command) and what it says (with its
  /// line, when it has one: `line 3: 'r' is not a number`).
  public struct Entry: Sendable, Equatable {
    public var source: String
    public var text: String

    public init(source: String, text: String) {
      self.source = source
      self.text = text
    }

    /// `SOURCE: TEXT`, as the log shows it.
    public var line: String { source.isEmpty ? text : source + ": " + text }
  }

  /// The most entries kept.
  public static let capacity = 1000

  public private(set) var entries: [Entry] = []
  /// How many older entries were dropped to keep ``capacity``.
  public private(set) var dropped = 0

  public init() {}

  /// Adds `entry` as the newest.
  public mutating func add(_ entry: Entry) {
    entries.append(entry)
    if entries.count > Self.capacity {
      let excess = entries.count - Self.capacity
      entries.removeFirst(excess)
      dropped += excess
    }
  }

  /// Adds the loader's `notes`, in order.
  public mutating func add(_ notes: [LoadNote]) {
    for note in notes { add(Entry(source: note.file, text: note.message)) }
  }
}
