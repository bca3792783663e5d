import TChartCSV
import TChartData
import TChartStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The column cache: loaded chart sets kept in `$XDG_CACHE_HOME/tchart/` (default
/// `~/.cache/tchart/`), one entry per file and load options, mapped back on the next open
/// instead of parsing the file again.
///
/// An entry is a ``CacheEntryHeader`` (the key text, the load's notes) and the codec's payload
/// at a page-aligned offset. It is written to a temporary name in the folder and renamed into
/// place, so a reader never sees half an entry (two writers: the last rename wins); after each
/// write the least recently used entries are removed until the folder holds at most
/// ``sizeLimit`` bytes. An entry that cannot be used (damaged, truncated, of another version,
/// made before the file changed) is a note and a parse. The user's files are only read.
public struct ColumnCache: Sendable {
  /// The file name ending of an entry.
  public static let entrySuffix = ".tchart-cache"
  /// The subfolder where tables' block summaries are kept (`KEY.summary`, by
  /// `FolderSummaryStore`), counted in the same bound.
  public static let tablesFolder = "tables"
  /// The file name ending of an entry being written.
  static let temporarySuffix = ".tmp"
  /// The largest default bound, bytes.
  public static let defaultLimit = 4 << 30

  /// The folder holding the entries (created 0700 by the first write; used only while it is
  /// the user's own and no one else can write it: ``KeptFolder``).
  public var folder: String
  /// The bound on the folder's entries in bytes; `nil`: ``defaultLimit`` or a tenth of the
  /// folder's file system, whichever is smaller.
  public var sizeLimit: Int?
  /// How chart sets become a payload and back.
  public var codec: ChartSetCodec
  /// The program's version: an entry written by another build is not read.
  public var program: String

  public init(folder: String, sizeLimit: Int? = nil, codec: ChartSetCodec, program: String) {
    self.folder = folder
    self.sizeLimit = sizeLimit
    self.codec = codec
    self.program = program
  }

  /// `$XDG_CACHE_HOME/tchart` (when absolute), else `$HOME/.cache/tchart`; `nil` without
  /// either.
  public static func folder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/tchart"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/tchart" }
    return nil
  }

  /// What ``open(path:options:)`` found.
  public enum Lookup: Sendable {
    /// The entry's chart sets and the notes of the load that made it.
    case hit(LoadResult)
    /// No usable entry: parse the file, then store the result under `key` (`nil`: never
    /// cached, e.g. not a regular file); `notes` say why an entry found was not used.
    case miss(key: CacheKey?, notes: [LoadNote])
  }

  /// The key of loading `path` with `options`, `nil` when such a load is never cached.
  public func key(path: String, options: LoadOptions) -> CacheKey? {
    CacheKey.make(path: path, options: options, codec: codec.version, program: program)
  }

  /// The path of `key`'s entry.
  public func entryPath(_ key: CacheKey) -> String { folder + "/" + key.entryName }

  /// Why the folder must not be used (another user could have written it), as a note; `nil`
  /// when it is safe or not made yet.
  public var folderNote: LoadNote? {
    KeptFolder.check(folder).map { LoadNote(file: "cache", message: $0.description) }
  }

  /// Looks up the entry of loading `path` (as the user named it) with `options`. A hit marks
  /// the entry used now (its access time, for the size bound). An entry that is damaged, of
  /// another version, made for the file as it was before or not a regular file is removed,
  /// with a note. A folder another user could have written is not read, and no key is
  /// returned, so nothing is written there: one note says so.
  public func open(path: String, options: LoadOptions) -> Lookup {
    guard let key = key(path: path, options: options) else { return .miss(key: nil, notes: []) }
    if let folderNote { return .miss(key: nil, notes: [folderNote]) }
    let entry = entryPath(key)
    func ignored(_ why: String) -> Lookup {
      unlink(entry)
      let note = LoadNote(file: "cache", message: "\(entry) (\(why)) ignored, reading \(path)")
      return .miss(key: key, notes: [note])
    }
    let mapped: MappedFile
    do {
      mapped = try MappedFile(path: entry, followingLinks: false)
    } catch {
      guard error.code == ENOENT else { return ignored(error.reason) }
      return .miss(key: key, notes: [])
    }
    let header: CacheEntryHeader
    do throws(CacheEntryHeader.Problem) {
      header = try CacheEntryHeader.decode(mapped.bytes)
    } catch {
      switch error {
      case .notAnEntry: return ignored("not a cache entry")
      case .truncated: return ignored("truncated")
      case .otherVersion(let version): return ignored("format version \(version)")
      case .otherByteOrder: return ignored("another byte order")
      case .damaged: return ignored("damaged header")
      }
    }
    guard header.key == key.text else {
      let stored = CacheKey.split(header.key)
      return ignored(
        stored?.slot == key.slot ? "made before \(path) changed" : "made for another key")
    }
    let sets: [ChartSet]
    do {
      sets = try codec.read(mapped, header.payloadOffset)
    } catch {
      return ignored("damaged: \(error)")
    }
    var times = [
      timespec(tv_sec: 0, tv_nsec: FileTime.now), timespec(tv_sec: 0, tv_nsec: FileTime.omit),
    ]
    _ = utimensat(AT_FDCWD, entry, &times, 0)
    let notes = header.notes.map { LoadNote(file: path, message: $0) }
    let columns = header.columns.map { $0.compactMap(ColumnReport.init(storedText:)) }
    return .hit(LoadResult(chartSets: sets, notes: notes, columns: columns))
  }
}

extension CacheKey {
  /// A stored key text split back into its slot and state (the state is the last five lines).
  static func split(_ text: String) -> CacheKey? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 5 else { return nil }
    return CacheKey(
      slot: lines.dropLast(5).joined(separator: "\n"),
      state: lines.suffix(5).joined(separator: "\n"), path: "")
  }
}
