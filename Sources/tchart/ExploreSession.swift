import TChartCSV
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartSources
import TChartTime

#if canImport(Glibc)
  import Glibc
#endif

/// The saved view of the data file the explorer opens: read before the explorer starts, written
/// after it ends and the terminal is restored. A file or a folder named on the command line
/// has one, and so does a database table (standard input, streams and the bundled sample have
/// none).
struct ExploreSession {
  /// Where the sessions are kept.
  var store: SessionStore
  /// The data file as it was when opened.
  var file: FileIdentity

  /// The session of `path`; `nil` when it has none (no path, `-`, not a file or folder) or
  /// neither `XDG_STATE_HOME` nor `HOME` is set.
  init?(path: String?) {
    guard let path, let file = FileIdentity.of(path: path), let store = Self.store() else {
      return nil
    }
    self.store = store
    self.file = file
  }

  /// The session of a database table: `key` names the table and the columns drawn (never a
  /// password), and the table's row count and last x stand for a file's size and time, so a
  /// table that grew restores its view "partly", as a changed file does.
  init?(table key: String, description: SourceDescription) {
    guard let store = Self.store() else { return nil }
    self.store = store
    file = FileIdentity(
      path: key, size: description.rowCount, modified: description.last?.x ?? 0)
  }

  /// The store under `XDG_STATE_HOME`, else `HOME`; `nil` when neither is set.
  static func store() -> SessionStore? {
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return SessionStore(environment: environment)
  }

  /// The saved view, read from the store (`.none` when `fresh`).
  func load(fresh: Bool) -> SessionStore.ReadResult { fresh ? .none : store.load(for: file) }

  /// Shows the saved view in `state` (unless `fresh`), at once or, while the file still loads,
  /// when its chart sets arrive; an unusable session file leaves a note on the status line
  /// instead. `overrides`: what the command line set wins.
  func restore(into state: inout ExplorerState, fresh: Bool, overrides: SessionOverrides) {
    restore(load(fresh: fresh), into: &state, overrides: overrides)
  }

  /// Shows `loaded` (what ``load(fresh:)`` read) in `state`.
  func restore(
    _ loaded: SessionStore.ReadResult, into state: inout ExplorerState,
    overrides: SessionOverrides
  ) {
    switch loaded {
    case .none: break
    case .found(let record) where state.feed.isWaitingForData:
      state.feed.sessionToRestore = SessionToRestore(
        record: record, file: file, overrides: overrides, zone: Self.zone(of: record))
    case .found(let record):
      state.restoreSession(record, file: file, overrides: overrides, zone: Self.zone(of: record))
    case .ignored(let note): state.notes.send(.say(note))
    }
  }

  /// The zone `record` saved, as the tz database reads it now; `nil` when it saved none or the
  /// name is no longer a zone (the zone of the command line and config file stays).
  static func zone(of record: SessionRecord) -> DisplayTimeZone? {
    guard let name = record.zoneSlice.zone, case .zone(let zone) = ZoneDatabase.lookup(name) else {
      return nil
    }
    return zone
  }

  /// Saves the view of `state`, unless its data never arrived; a failure is a note on standard
  /// error, not an error.
  func save(_ state: ExplorerState) {
    guard state.feed.stream == nil else { return }
    do {
      try store.save(state.sessionRecord(for: file))
    } catch {
      StandardError.write("tchart: note: \(error.message)")
    }
  }
}
