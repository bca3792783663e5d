#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file tchart keeps (a session, a table's summary, the config file) opened for reading:
/// with `O_NONBLOCK`, so a FIFO or a device put in its place never blocks the open, and kept
/// only when `fstat` says it is a regular file. Closed when it goes.
package final class KeptFileReader {
  /// Why the file was not opened.
  package enum Failure: Error, Sendable, Equatable {
    /// There is no such file.
    case missing
    /// It is not a regular file (a FIFO, a device, a folder; a link when links are refused).
    case notRegular
    /// It could not be opened or read: the system's reason.
    case unreadable(String)
  }

  /// The open file.
  package let descriptor: Int32
  /// Its status when opened (owner, mode, size).
  package let status: stat

  /// Opens `path`; `followingLinks: false` refuses a symbolic link (`O_NOFOLLOW`), for the
  /// files tchart itself writes, which are never links.
  package init(path: String, followingLinks: Bool = false) throws(Failure) {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: throw .missing
      case ELOOP where !followingLinks: throw .notRegular
      case let code: throw .unreadable(String(cString: strerror(code)))
      }
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .unreadable(reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notRegular
    }
    self.descriptor = descriptor
    self.status = status
  }

  deinit { close(descriptor) }

  /// The file's bytes, read to its end or until more than `limit` are read (the caller then
  /// sees `limit + 1` or more and knows it is too large).
  package func readAll(limit: Int = .max) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}
