import Synchronization
import TChartCSV
import TChartData
import TChartStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColumnCache {
  /// Writes `result`, the load of `path` whose key before parsing was `key`, as its entry:
  /// to a temporary file in the folder, renamed into place unless `control` was abandoned
  /// meanwhile, then the size bound is kept. Returns the notes for the user: a write that
  /// fails (no space, a file size limit, a folder that cannot be written) leaves no file behind
  /// and is one note, never an error. Nothing is written when the codec declines or the file
  /// changed while it was parsed.
  @discardableResult
  public func store(
    _ result: LoadResult, key: CacheKey, path: String, control: CacheWriteControl = .init()
  ) -> [LoadNote] {
    func note(_ reason: String) -> [LoadNote] {
      [LoadNote(file: "cache", message: "\(reason); \(path) not cached")]
    }
    // Columns alone bigger than the bound would be written only to be removed.
    let columns = result.chartSets.reduce(0) { $0 + $1.count * ($1.lines.count + 1) * 8 }
    let limit = effectiveLimit
    if columns > limit {
      return note(
        "\(ByteCount.text(columns)) of columns, over the cache's bound of \(ByteCount.text(limit))")
    }
    do {
      try KeptFolder.make(folder)
    } catch {
      switch error {
      case .cannotCreate(let reason): return note("cannot create \(folder): \(reason)")
      case .unsafe(let problem): return [LoadNote(file: "cache", message: problem.description)]
      }
    }
    let temporary: TemporaryFile
    do {
      temporary = try TemporaryFile(replacing: entryPath(key), hidden: true)
    } catch {
      return note("cannot write in \(folder): \(error)")
    }
    guard control.begin(temporary.path) else {
      temporary.discard()
      return []
    }
    let descriptor = temporary.descriptor
    var closed = false
    defer {
      if !closed { close(descriptor) }
      control.end(removing: true)
    }
    var header = CacheEntryHeader(
      key: key.text, notes: result.notes.map(\.message),
      columns: result.columns.map { $0.map(\.storedText) }, payloadOffset: 0, entrySize: 0)
    header.payloadOffset = CacheEntryHeader.payloadOffset(after: header.encoded().count)
    do {
      _ = try codec.write(result.chartSets, descriptor, header.payloadOffset)
    } catch is ChartSetCodec.Declined {
      return []
    } catch {
      return note("cannot write \(temporary.path): \(error)")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return note("cannot write: \(Self.reason(errno))")
    }
    header.entrySize = Int(status.st_size)
    do throws(SystemError) {
      try temporary.write(header.encoded(), at: 0)
      closed = true
      try temporary.close()
    } catch {
      return note("cannot write \(temporary.path): \(error)")
    }
    // The file changed while it was parsed: what was read is of neither version.
    guard key.fileUnchanged else { return [] }
    guard control.finish(renaming: temporary.path, to: entryPath(key)) else {
      return note("cannot write \(entryPath(key)): \(Self.reason(errno))")
    }
    keepBound()
    return []
  }

  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The `tv_nsec` values of `utimensat` that stand for now and for leaving a time as it is.
enum FileTime {
  #if canImport(Darwin)
    static let now = -1
    static let omit = -2
  #else
    static let now = (1 << 30) - 1
    static let omit = (1 << 30) - 2
  #endif
}

/// Lets the thread that waits for a background write abandon it: the temporary file is then
/// removed (by whichever side comes second) and never renamed into place.
public final class CacheWriteControl: Sendable {
  private struct Progress {
    var temporary: String?
    var abandoned = false
  }
  private let progress = Mutex(Progress())

  public init() {}

  /// Records the temporary file; `false` when the write was abandoned already.
  func begin(_ temporary: String) -> Bool {
    progress.withLock {
      guard !$0.abandoned else { return false }
      $0.temporary = temporary
      return true
    }
  }

  /// Renames the finished temporary file into place unless abandoned; `false` when the
  /// rename failed (`errno` says why).
  func finish(renaming temporary: String, to entry: String) -> Bool {
    progress.withLock {
      guard !$0.abandoned else { return true }
      let renamed = rename(temporary, entry) == 0
      if renamed { $0.temporary = nil }
      return renamed
    }
  }

  /// The write is over: its temporary file, if still there, is removed.
  func end(removing: Bool) {
    progress.withLock {
      if let temporary = $0.temporary { unlink(temporary) }
      $0.temporary = nil
    }
  }

  /// Abandons the write: no entry will appear, and the temporary file is removed now.
  public func abandon() {
    progress.withLock {
      $0.abandoned = true
      if let temporary = $0.temporary { unlink(temporary) }
      $0.temporary = nil
    }
  }
}
