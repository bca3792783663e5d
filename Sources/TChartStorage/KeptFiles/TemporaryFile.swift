#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file in the folder of the file it will replace, written whole and then renamed over
/// it, so a reader sees the old file or the new one, never half of one.
///
/// It is created as `mkstemp` does: `O_CREAT | O_EXCL` (which never follows a link, so a name
/// planted in the folder is never opened: another name is drawn), mode 0600, close-on-exec,
/// named `NAME.RANDOM.tmp` beside `NAME` (`.NAME.RANDOM.tmp` when hidden).
package struct TemporaryFile: Sendable {
  /// The temporary file's path.
  package let path: String
  /// The open file, write-only.
  package let descriptor: Int32

  /// Creates the temporary file of `target`; throws the `errno` of the failure.
  package init(replacing target: String, hidden: Bool = false) throws(SystemError) {
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let number: UInt64 = generator.next()
      let random = String(number & 0xffff_ffff_ffff, radix: 36)
      let path = folder + (hidden ? "." : "") + name + "." + random + ".tmp"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 {
        self.path = path
        self.descriptor = descriptor
        return
      }
      guard errno == EEXIST else { throw SystemError(code: errno) }
    }
    throw SystemError(code: EEXIST)
  }

  /// Writes all of `bytes` at `offset`; throws the `errno` of a failed write (`EFBIG` past a
  /// file size limit, `ENOSPC`).
  package func write(_ bytes: [UInt8], at offset: Int) throws(SystemError) {
    let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
      do throws(SystemError) {
        try SystemError.writeAll(buffer, to: descriptor, at: offset)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Flushes the file to the disk (`fsync`).
  package func sync() throws(SystemError) {
    guard fsync(descriptor) == 0 else { throw SystemError(code: errno) }
  }

  /// Closes the file once written; when that fails (a delayed write error) it is removed.
  package func close() throws(SystemError) {
    guard closeFile(descriptor) == 0 else {
      let error = SystemError(code: errno)
      unlink(path)
      throw error
    }
  }

  /// Closes the file and renames it to `target`; on failure the file is removed.
  package func commit(to target: String) throws(SystemError) {
    try close()
    guard rename(path, target) == 0 else {
      let error = SystemError(code: errno)
      unlink(path)
      throw error
    }
  }

  /// Closes and removes the file (a write that failed).
  package func discard() {
    _ = closeFile(descriptor)
    unlink(path)
  }
}

/// `close(2)`, which the methods named `close` hide inside the type.
private func closeFile(_ descriptor: Int32) -> Int32 { close(descriptor) }
