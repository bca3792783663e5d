#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call's `errno`, and its text.
package struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` value.
  package var code: Int32

  package init(code: Int32) { self.code = code }

  /// The system's text: `File too large`.
  package var description: String { String(cString: strerror(code)) }

  /// Writes all of `bytes` at `offset` with `pwrite`, retrying partial writes and interrupts.
  package static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int
  ) throws(SystemError) {
    var done = 0
    while done < bytes.count {
      let wrote = pwrite(
        descriptor, bytes.baseAddress! + done, Swift.min(bytes.count - done, 1 << 30),
        off_t(offset + done))
      if wrote < 0, errno == EINTR { continue }
      guard wrote > 0 else { throw SystemError(code: wrote < 0 ? errno : EIO) }
      done += wrote
    }
  }
}
