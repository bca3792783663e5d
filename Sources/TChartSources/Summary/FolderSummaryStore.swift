import TChartData
import TChartStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``SummaryStore`` in a folder: one file per key (`KEY.summary`), written to a new temporary
/// file (created exclusively, never through a link: `TemporaryFile`) and renamed into place,
/// so a reader sees a whole entry or none. The folder is made (0700) when first written to; a
/// failed write leaves nothing behind (the summary is read again on the next open). A folder
/// another user could have written (`KeptFolder`) is neither read nor written, and only a
/// regular file is read (a FIFO is never waited on). `tchart` keeps them in the column cache's
/// `tables` folder, under its bound.
public struct FolderSummaryStore: SummaryStore {
  /// The folder.
  public let folder: String

  public init(folder: String) { self.folder = folder }

  func path(_ key: String) -> String { folder + "/" + key + ".summary" }

  public func load(_ key: String) -> [UInt8]? {
    guard KeptFolder.check(folder) == nil,
      let file = try? KeptFileReader(path: path(key))
    else { return nil }
    // Marks the entry used, for the cache's least-recently-used bound.
    // (utimensat's "now" and "leave as it is": UTIME_NOW and UTIME_OMIT, not imported.)
    #if canImport(Darwin)
      let (now, omit) = (-1, -2)
    #else
      let (now, omit) = ((1 << 30) - 1, (1 << 30) - 2)
    #endif
    let times = [timespec(tv_sec: 0, tv_nsec: now), timespec(tv_sec: 0, tv_nsec: omit)]
    _ = futimens(file.descriptor, times)
    return try? file.readAll()
  }

  public func save(_ key: String, _ bytes: [UInt8]) {
    guard (try? KeptFolder.make(folder)) != nil,
      let temporary = try? TemporaryFile(replacing: path(key))
    else { return }
    do throws(SystemError) {
      try temporary.write(bytes, at: 0)
    } catch {
      temporary.discard()
      return
    }
    try? temporary.commit(to: path(key))
  }
}
