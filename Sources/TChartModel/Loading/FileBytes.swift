#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the bytes of a data file (or of standard input for `-`) to a parser, with POSIX calls.
///
/// The file is opened read-only and never written. A regular file is mapped (`mmap`, private,
/// read-only); anything else (pipes, terminals, standard input, special files) is read into one
/// growing buffer. Failures become ``LoadError/Kind/unreadable`` errors (exit 66) whose message
/// is the system's reason, e.g. `No such file or directory` or `Is a directory`.
enum FileBytes {
  /// The path that means standard input.
  static let standardInput = "-"

  /// Calls `body` with the bytes of `path` (`file` names it in messages). `body`'s second
  /// argument says whether the bytes are a file mapping, whose parsed pages may be handed back
  /// with ``releasePages(from:upTo:)`` to keep the peak memory low.
  static func withContents<T>(
    of path: String, file: String,
    _ body: (UnsafeBufferPointer<UInt8>, _ isMapped: Bool) throws(LoadError) -> T
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
      return try body(bytes, true)
    }
    let (buffer, count) = try readAll(descriptor: descriptor, sizeHint: size, file: file)
    defer { free(buffer) }
    return try body(UnsafeBufferPointer(start: buffer, count: count), false)
  }

  private static func map(descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
    let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let mapping, mapping != MAP_FAILED else { return nil }
    madvise(mapping, size, MADV_SEQUENTIAL)
    return mapping
  }

  /// Reads until end of file into a `malloc`ed buffer (grown with `realloc`, which moves pages
  /// rather than bytes for big buffers); the caller frees it.
  private static func readAll(descriptor: Int32, sizeHint: Int, file: String) throws(LoadError)
    -> (UnsafeMutablePointer<UInt8>, Int)
  {
    var capacity = max(sizeHint + 1, 1 << 16)
    var buffer = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
    var count = 0
    while true {
      if count == capacity {
        capacity *= 2
        buffer = realloc(buffer, capacity)!.assumingMemoryBound(to: UInt8.self)
      }
      let got = read(descriptor, buffer + count, capacity - count)
      if got < 0 && errno == EINTR { continue }
      if got < 0 {
        let code = errno
        free(buffer)
        throw failure(code, file: file)
      }
      if got == 0 { return (buffer, count) }
      count += got
    }
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
