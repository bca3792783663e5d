import TChartData
import TChartStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColumnCache {
  /// The bound in force: ``sizeLimit``, else ``defaultLimit`` or a tenth of the folder's file
  /// system, whichever is smaller.
  public var effectiveLimit: Int {
    if let sizeLimit { return sizeLimit }
    var info = statvfs()
    guard statvfs(folder, &info) == 0 else { return Self.defaultLimit }
    let size = Int(info.f_blocks) &* Int(info.f_frsize)
    return size > 0 ? Swift.min(Self.defaultLimit, size / 10) : Self.defaultLimit
  }

  /// One file in the folder.
  struct Entry {
    var name: String
    var size: Int
    /// When it was last used (its access time), nanoseconds.
    var used: Int
  }

  /// The folder's entries and temporary files, and those of its ``tablesFolder`` (named
  /// `tables/NAME`); none from a folder another user could have written.
  func listing() -> (entries: [Entry], temporaries: [Entry]) {
    var entries: [Entry] = []
    var temporaries: [Entry] = []
    for prefix in ["", Self.tablesFolder + "/"] {
      // A folder another user could have written is left alone (and all of it, for the top).
      guard KeptFolder.check(folder + "/" + prefix) == nil else {
        if prefix.isEmpty { break } else { continue }
      }
      guard let directory = opendir(folder + "/" + prefix) else { continue }
      defer { closedir(directory) }
      while let item = readdir(directory) {
        let name = withUnsafeBytes(of: item.pointee.d_name) {
          String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        let isEntry =
          !name.hasPrefix(".")
          && name.hasSuffix(prefix.isEmpty ? Self.entrySuffix : Self.summarySuffix)
        let isTemporary =
          prefix.isEmpty
          ? name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) : name.hasSuffix(".tmp")
        guard isEntry || isTemporary else { continue }
        var status = stat()
        guard lstat(folder + "/" + prefix + name, &status) == 0,
          status.st_mode & S_IFMT == S_IFREG
        else { continue }
        #if canImport(Darwin)
          let time = status.st_atimespec
        #else
          let time = status.st_atim
        #endif
        let entry = Entry(
          name: prefix + name, size: Int(status.st_size),
          used: time.tv_sec * 1_000_000_000 + time.tv_nsec)
        if isEntry { entries.append(entry) } else { temporaries.append(entry) }
      }
    }
    return (entries, temporaries)
  }

  /// How a table's kept block summary is named in ``tablesFolder``.
  static let summarySuffix = ".summary"

  /// Removes the least recently used entries until the entries take at most
  /// ``effectiveLimit`` bytes, and temporary files a crashed writer left over a day ago.
  public func keepBound() {
    let (entries, temporaries) = listing()
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let dayAgo = (now.tv_sec - 86_400) * 1_000_000_000
    for temporary in temporaries where temporary.used < dayAgo {
      unlink(folder + "/" + temporary.name)
    }
    let limit = effectiveLimit
    var total = entries.reduce(0) { $0 + $1.size }
    for entry in entries.sorted(by: { ($0.used, $0.name) < ($1.used, $1.name) }) {
      guard total > limit else { break }
      if unlink(folder + "/" + entry.name) == 0 || errno == ENOENT { total -= entry.size }
    }
  }
}
