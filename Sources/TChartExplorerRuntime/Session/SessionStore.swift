import FoundationEssentials
import TChartData
import TChartExplorer
import TChartStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where sessions live and how they are read and written: one JSON file per data file under
/// `$XDG_STATE_HOME/tchart/` (default `~/.local/state/tchart/`), named by a hash of the data
/// file's absolute path.
///
/// Reading never fails: a missing session is `nil`, and a corrupt, unreadable or foreign file,
/// or one that is not a regular file (a FIFO is never waited on), gives a note and no session.
/// Writing is atomic: the record goes to a new temporary file in the same directory (created
/// exclusively, never through a link: ``TemporaryFile``), which is flushed to disk (`fsync`)
/// and renamed over the old one, so a crash leaves either the old session or the new one, never
/// half of one. A directory another user could have written (``KeptFolder``) is neither read
/// nor written; the note says how to fix it. Data files are only ever looked at (`stat`), never
/// opened for writing.
public struct SessionStore: Sendable, Equatable {
  /// The directory holding the session files.
  public var directory: String

  public init(directory: String) {
    self.directory = directory
  }

  /// The store the environment names: `$XDG_STATE_HOME/tchart`, else `$HOME/.local/state/tchart`;
  /// `nil` when neither variable is set (sessions are then not kept).
  public init?(environment: [String: String]) {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      directory = state + "/tchart"
    } else if let home = environment["HOME"], !home.isEmpty {
      directory = home + "/.local/state/tchart"
    } else {
      return nil
    }
  }

  /// What reading a session gave.
  public enum ReadResult: Sendable, Equatable {
    /// No session was saved for this file.
    case none
    /// The saved record (its ``SessionRecord/file`` may differ from the file now: changed).
    case found(SessionRecord)
    /// The session file could not be used; the note says why (for the status line).
    case ignored(String)
  }

  /// The session file for the data file at absolute path `path`.
  public func sessionPath(for path: String) -> String {
    directory + "/" + Self.hashName(path) + ".json"
  }

  /// Reads the session saved for `file`.
  public func load(for file: FileIdentity) -> ReadResult {
    if let problem = KeptFolder.check(directory) {
      return .ignored("session not read: " + problem.description)
    }
    let path = sessionPath(for: file.path)
    let bytes: [UInt8]
    do {
      bytes = try KeptFileReader(path: path).readAll(limit: Self.maximumSize)
    } catch {
      switch error {
      case .missing: return .none
      case .notRegular: return .ignored("session not read: \(path) is not a regular file")
      case .unreadable(let reason): return .ignored("session not read: \(reason)")
      }
    }
    return Self.decode(bytes, from: path, for: file)
  }

  /// What the bytes of session file `path` say for `file`: the record, or why it is ignored.
  /// Never fails (corrupt, foreign and oversized files are ignored).
  public static func decode(_ bytes: [UInt8], from path: String, for file: FileIdentity)
    -> ReadResult
  {
    guard bytes.count <= Self.maximumSize else { return .ignored("session file too large") }
    guard let record = try? JSONDecoder().decode(SessionRecord.self, from: Data(bytes)),
      record.version == SessionRecord.currentVersion, record.file.path == file.path
    else { return .ignored("session ignored, not one tchart can use: \(path)") }
    return .found(record)
  }

  /// Saves `record` atomically (see the type's documentation), creating the directory.
  public func save(_ record: SessionRecord) throws(SessionStoreError) {
    let temporary = try writeTemporary(record)
    guard rename(temporary, sessionPath(for: record.file.path)) == 0 else {
      let error = errno
      unlink(temporary)
      throw SessionStoreError(message: "cannot save the session: \(Self.reason(error))")
    }
    let directoryDescriptor = open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// The first half of ``save(_:)``: the record written and flushed to a new temporary file
  /// beside its session file, whose path is returned (renaming it completes the write).
  func writeTemporary(_ record: SessionRecord) throws(SessionStoreError) -> String {
    do {
      try KeptFolder.make(directory)
    } catch {
      switch error {
      case .cannotCreate(let reason):
        throw SessionStoreError(message: "cannot create \(directory): \(reason)")
      case .unsafe(let problem):
        throw SessionStoreError(message: "cannot save the session: \(problem)")
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(record) else {
      throw SessionStoreError(message: "cannot encode the session")
    }
    do throws(SystemError) {
      let temporary = try TemporaryFile(replacing: sessionPath(for: record.file.path))
      do throws(SystemError) {
        try temporary.write(Array(data), at: 0)
        try temporary.sync()
      } catch {
        temporary.discard()
        throw error
      }
      try temporary.close()
      return temporary.path
    } catch {
      throw SessionStoreError(message: "cannot save the session: \(error)")
    }
  }

  /// A session file larger than this is not one tchart wrote.
  static let maximumSize = 1 << 20

  /// FNV-1a of `path`, 16 hex digits: a file name for any path.
  static func hashName(_ path: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The system's description of `code`.
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Why a session could not be saved (the explorer shows it; the exit code stays 0).
public struct SessionStoreError: Error, Sendable, Equatable {
  public var message: String
}
