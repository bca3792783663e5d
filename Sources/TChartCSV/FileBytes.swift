import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the bytes of a data file (or of standard input for `-`) to a parser, with POSIX calls.
///
/// The file is opened read-only and never written. A regular file is mapped (`mmap`, private,
/// read-only); anything else (pipes, terminals, standard input, special files) is a stream:
/// ``withInput(of:file:_:)`` hands over its descriptor (for ``CSVStream``), while
/// ``withContents(of:file:_:)`` reads it into one growing buffer by ``CheckedRead``, which
/// stops at the first chunk that is not text (a NUL byte, a line over 1 MiB, a header that is
/// not UTF-8; exit 65). Failures become ``LoadError/Kind/unreadable`` errors (exit 66) whose
/// message is the system's reason, e.g. `No such file or directory` or `Is a directory`.
package enum FileBytes {
  /// The path that means standard input.
  package static let standardInput = "-"

  /// What ``withInput(of:file:_:)`` hands over.
  package enum Input {
    /// A regular file's bytes, mapped: parsed pages may be handed back with
    /// ``releasePages(from:upTo:)`` to keep the peak memory low.
    case mapped(UnsafeBufferPointer<UInt8>)
    /// A stream to read (pipe, terminal, device, standard input, an empty regular file).
    case stream(descriptor: Int32, sizeHint: Int)
  }

  /// Calls `body` with the mapped bytes or the open stream of `path` (`file` names it in
  /// messages).
  package static func withInput<T>(
    of path: String, file: String, _ body: (Input) throws(LoadError) -> T
  ) throws(LoadError) -> T {
    let descriptor = path == standardInput ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(errno, file: file) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno, file: file) }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw failure(EISDIR, file: file) }
    let size = Int(status.st_size)
    if type == S_IFREG && size > 0, let mapping = map(descriptor: descriptor, size: size) {
      defer { munmap(mapping, size) }
      let bytes = UnsafeBufferPointer(
        start: mapping.assumingMemoryBound(to: UInt8.self), count: size)
      return try body(.mapped(bytes))
    }
    return try body(.stream(descriptor: descriptor, sizeHint: size))
  }

  private static func map(descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
    let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let mapping, mapping != MAP_FAILED else { return nil }
    madvise(mapping, size, MADV_SEQUENTIAL)
    return mapping
  }

  /// Drops the whole pages of a read-only file mapping in `[start, end)` from memory; reading
  /// them again faults them back in from the file. Only for bytes given as mapped.
  static func releasePages(from start: UnsafePointer<UInt8>, upTo end: UnsafePointer<UInt8>) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let first = (Int(bitPattern: start) + page - 1) / page * page
    let last = Int(bitPattern: end) / page * page
    guard last > first, let address = UnsafeMutableRawPointer(bitPattern: first) else { return }
    madvise(address, last - first, MADV_DONTNEED)
  }

  private static func failure(_ code: Int32, file: String) -> LoadError {
    LoadError(.unreadable, file: file, location: "", message: String(cString: strerror(code)))
  }
}
