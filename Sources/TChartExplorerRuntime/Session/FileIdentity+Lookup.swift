import TChartExplorer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Looking a data file up on disk (`realpath`, `stat`): the I/O half of ``FileIdentity``.
extension FileIdentity {
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
