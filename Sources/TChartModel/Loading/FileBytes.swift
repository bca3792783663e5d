#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole data file (or standard input for `-`) into one byte buffer with POSIX calls.
///
/// The file is opened read-only and never written. Failures become ``LoadError/Kind/unreadable``
/// errors (exit 66) whose message is the system's reason, e.g. `No such file or directory`.
enum FileBytes {
  /// The path that means standard input.
  static let standardInput = "-"

  /// All bytes of `path`; `file` is the name used in error messages.
  static func contents(of path: String, file: String) throws(LoadError) -> [UInt8] {
    if path == standardInput { return try readStream(descriptor: 0, file: file) }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(file: file) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(file: file) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw LoadError(.unreadable, file: file, location: "", message: reason(EISDIR))
    case S_IFREG where status.st_size > 0:
      return try readRegular(descriptor: descriptor, size: Int(status.st_size), file: file)
    default:
      return try readStream(descriptor: descriptor, file: file)
    }
  }

  /// Calls `body` with the bytes of `path`: a regular file is mapped read-only (`mmap`, private)
  /// for the duration of the call, anything else is read into memory first. `body`'s second
  /// argument says whether the bytes are a mapping, whose consumed pages may be handed back with
  /// ``releasePages(from:upTo:)`` to keep the peak memory low.
  static func withContents<T>(
    of path: String, file: String,
    _ body: (UnsafeBufferPointer<UInt8>, _ isMapped: Bool) throws(LoadError) -> T
  ) throws(LoadError) -> T {
    if path != standardInput {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw failure(file: file) }
      var status = stat()
      let isMappable =
        fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        && status.st_size > 0
      if isMappable, let mapping = map(descriptor: descriptor, size: Int(status.st_size)) {
        close(descriptor)
        defer { munmap(mapping, Int(status.st_size)) }
        let bytes = UnsafeBufferPointer(
          start: mapping.assumingMemoryBound(to: UInt8.self), count: Int(status.st_size))
        return try body(bytes, true)
      }
      close(descriptor)
    }
    let bytes = try contents(of: path, file: file)
    var result: Result<T, LoadError>?
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(LoadError) in try body(buffer, false) }
    }
    return try result!.get()
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

  /// Reads a regular file of a known size straight into the array's storage (no copy).
  private static func readRegular(descriptor: Int32, size: Int, file: String) throws(LoadError)
    -> [UInt8]
  {
    var failed: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size {
        let got = readBytes(descriptor, buffer.baseAddress! + count, size - count)
        if got < 0 && errno == EINTR { continue }
        if got < 0 { failed = errno }
        if got <= 0 { break }
        count += got
      }
    }
    if failed != 0 {
      throw LoadError(.unreadable, file: file, location: "", message: reason(failed))
    }
    return bytes
  }

  /// Reads a pipe, terminal or other stream until end of file.
  private static func readStream(descriptor: Int32, file: String) throws(LoadError) -> [UInt8] {
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
    defer { scratch.deallocate() }
    while true {
      let got = readBytes(descriptor, scratch, chunk)
      if got < 0 && errno == EINTR { continue }
      if got < 0 { throw failure(file: file) }
      if got == 0 { return bytes }
      bytes.append(contentsOf: UnsafeBufferPointer(start: scratch, count: got))
    }
  }

  private static func readBytes(
    _ descriptor: Int32, _ target: UnsafeMutablePointer<UInt8>, _ count: Int
  )
    -> Int
  {
    read(descriptor, target, count)
  }

  private static func failure(file: String) -> LoadError {
    LoadError(.unreadable, file: file, location: "", message: reason(errno))
  }

  /// The system's text for an errno value.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
