import TChartCSV
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file (or stream) read whole: a stream through ``CheckedRead``.
extension FileBytes {
  /// Calls `body` with the bytes of `path`, a stream read whole; `body`'s second argument says
  /// whether the bytes are a file mapping.
  static func withContents<T>(
    of path: String, file: String,
    _ body: (UnsafeBufferPointer<UInt8>, _ isMapped: Bool) throws(LoadError) -> T
  ) throws(LoadError) -> T {
    try withInput(of: path, file: file) { input throws(LoadError) in
      switch input {
      case .mapped(let bytes):
        return try body(bytes, true)
      case .stream(let descriptor, let sizeHint):
        let (buffer, count) = try CheckedRead.readAll(
          descriptor: descriptor, sizeHint: sizeHint, file: file)
        defer { free(buffer) }
        return try body(UnsafeBufferPointer(start: buffer, count: count), false)
      }
    }
  }
}
