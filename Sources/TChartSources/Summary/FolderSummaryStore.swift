#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``SummaryStore`` in a folder: one file per key (`KEY.summary`), written to a temporary
/// name and renamed into place, so a reader sees a whole entry or none. The folder is made
/// when first written to; a failed write leaves nothing behind (the summary is read again on
/// the next open). `tchart` keeps them in the column cache's `tables` folder, under its bound.
public struct FolderSummaryStore: SummaryStore {
  /// The folder.
  public let folder: String

  public init(folder: String) { self.folder = folder }

  func path(_ key: String) -> String { folder + "/" + key + ".summary" }

  public func load(_ key: String) -> [UInt8]? {
    let descriptor = open(path(key), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // Marks the entry used, for the cache's least-recently-used bound.
    // (utimensat's "now" and "leave as it is": UTIME_NOW and UTIME_OMIT, not imported.)
    #if canImport(Darwin)
      let (now, omit) = (-1, -2)
    #else
      let (now, omit) = ((1 << 30) - 1, (1 << 30) - 2)
    #endif
    let times = [timespec(tv_sec: 0, tv_nsec: now), timespec(tv_sec: 0, tv_nsec: omit)]
    _ = futimens(descriptor, times)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }

  public func save(_ key: String, _ bytes: [UInt8]) {
    makeFolder()
    let temporary = path(key) + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let closed = close(descriptor) == 0
    if written == bytes.count && closed && rename(temporary, path(key)) == 0 { return }
    unlink(temporary)
  }

  /// Makes the folder and its parents, as far as they are missing.
  func makeFolder() {
    var prefix = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += "/" + part
      mkdir(prefix, 0o700)
    }
  }
}
