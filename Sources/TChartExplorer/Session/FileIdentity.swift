#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A data file as a session knows it: its absolute path, size and modification time. The same
/// path with another size or time is the same file, changed.
public struct FileIdentity: Codable, Sendable, Equatable {
  /// The absolute path, symbolic links resolved.
  public var path: String
  public var size: Int
  /// The modification time, in seconds since 1970 (with nanoseconds).
  public var modified: Double

  public init(path: String, size: Int, modified: Double) {
    self.path = path
    self.size = size
    self.modified = modified
  }

  /// The identity of the regular file or folder at `path` (relative to the working directory);
  /// `nil` for standard input, pipes and files that cannot be looked at.
  public static func of(path: String) -> FileIdentity? {
    guard path != "-", let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    var status = stat()
    guard stat(resolved, &status) == 0 else { return nil }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG || type == S_IFDIR else { return nil }
    let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    return FileIdentity(
      path: String(cString: resolved), size: Int(status.st_size), modified: modified)
  }
}
