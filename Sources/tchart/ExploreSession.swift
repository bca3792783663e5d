import TChartExplorer

#if canImport(Glibc)
  import Glibc
#endif

/// The saved view of the data file the explorer opens: read before the explorer starts, written
/// after it ends and the terminal is restored. Only a file or a folder named on the command
/// line has one (standard input, streams and the bundled sample have none).
struct ExploreSession {
  /// Where the sessions are kept.
  var store: SessionStore
  /// The data file as it was when opened.
  var file: FileIdentity

  /// The session of `path`; `nil` when it has none (no path, `-`, not a file or folder) or
  /// neither `XDG_STATE_HOME` nor `HOME` is set.
  init?(path: String?) {
    guard let path, let file = FileIdentity.of(path: path) else { return nil }
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    guard let store = SessionStore(environment: environment) else { return nil }
    self.store = store
    self.file = file
  }

  /// Shows the saved view in `state` (unless `fresh`), at once or, while the file still loads,
  /// when its chart sets arrive; an unusable session file leaves a note on the status line
  /// instead. `overrides`: what the command line set wins.
  func restore(into state: inout ExplorerState, fresh: Bool, overrides: SessionOverrides) {
    guard !fresh else { return }
    switch store.load(for: file) {
    case .none: break
    case .found(let record) where state.isWaitingForData:
      state.sessionToRestore = SessionToRestore(record: record, file: file, overrides: overrides)
    case .found(let record): state.restoreSession(record, file: file, overrides: overrides)
    case .ignored(let note): state.status = note
    }
  }

  /// Saves the view of `state`, unless its data never arrived; a failure is a note on standard
  /// error, not an error.
  func save(_ state: ExplorerState) {
    guard state.stream == nil else { return }
    do {
      try store.save(state.sessionRecord(for: file))
    } catch {
      StandardError.write("tchart: note: \(error.message)")
    }
  }
}
