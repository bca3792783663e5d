import TChartCSV
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a load's result: the file (its canonical path, size, modification time in
/// nanoseconds, device and inode, a hash of its first and last 64 KiB), the load options, the
/// cache format, the codec's layout and the program's version.
///
/// The entry's file name is a hash of ``slot`` (the path and everything but the file's state), so
/// a file that changed finds its old entry, sees its key differ and replaces it; the whole
/// ``text`` is stored in the entry and compared on open, so neither a changed file nor a hash
/// collision ever serves other data.
public struct CacheKey: Sendable, Equatable {
  /// The version of the entry layout this module writes (the header; the payload has the
  /// codec's own).
  public static let formatVersion: UInt32 = 3
  /// The bytes hashed at each end of the file.
  public static let edgeBytes = 64 << 10

  /// The path and what the load depends on besides the file's bytes.
  public var slot: String
  /// The file's state: size, time, device, inode, the hash of its ends.
  public var state: String
  /// The file's canonical path.
  public var path: String

  /// The key as stored in an entry's header.
  public var text: String { slot + "\n" + state }
  /// The entry's file name: 32 hex digits of ``slot`` and `.tchart-cache`.
  public var entryName: String { CacheHash.hex(slot) + ColumnCache.entrySuffix }

  public init(slot: String, state: String, path: String) {
    self.slot = slot
    self.state = state
    self.path = path
  }

  /// Whether the file is still as it was when the key was made.
  public var fileUnchanged: Bool {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return Self.fileState(descriptor) == state
  }

  /// The key of loading `path` with `options`; `nil` when it is not a regular, non-empty file
  /// that can be read (standard input, pipes, folders, devices are never cached).
  public static func make(path: String, options: LoadOptions, codec: String, program: String)
    -> CacheKey?
  {
    guard path != "-", let canonical = realpath(path, nil) else { return nil }
    let resolved = String(cString: canonical)
    free(canonical)
    // A FIFO would wait for a writer on open: only regular files are opened.
    var status = stat()
    guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let descriptor = open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard let state = fileState(descriptor) else { return nil }
    var slot = "tchart-cache \(formatVersion)\ncodec \(codec)\nprogram \(program)\n"
    slot += "path \(resolved)\nname \(baseName(path))\n" + options.cacheKeyText
    return CacheKey(slot: slot, state: state, path: resolved)
  }

  /// The state of the open regular file `descriptor`: size, modification time, device,
  /// inode and the hash of its first and last ``edgeBytes``; `nil` when it is not a regular
  /// non-empty file or cannot be read.
  static func fileState(_ descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0
    else { return nil }
    let size = Int(status.st_size)
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    guard let edges = edgeHash(descriptor, size: size) else { return nil }
    return "size \(size)\nmtime \(time.tv_sec).\(time.tv_nsec)\n"
      + "device \(status.st_dev)\ninode \(status.st_ino)\nedges \(edges)"
  }

  /// The hash of the first and last ``edgeBytes`` of the file (the whole file when it is
  /// shorter than both).
  static func edgeHash(_ descriptor: Int32, size: Int) -> String? {
    var hash = CacheHash()
    var buffer = [UInt8](repeating: 0, count: edgeBytes)
    let ranges =
      size <= 2 * edgeBytes
      ? [(0, size)] : [(0, edgeBytes), (size - edgeBytes, edgeBytes)]
    for (start, count) in ranges {
      var done = 0
      while done < count {
        let want = Swift.min(edgeBytes, count - done)
        let got = buffer.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress, want, off_t(start + done))
        }
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return nil }
        buffer.withUnsafeBytes { hash.combine(UnsafeRawBufferPointer(rebasing: $0[..<got])) }
        done += got
      }
    }
    return hash.hex
  }

  /// The last path component (charts are titled by it, so it is part of the key).
  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
