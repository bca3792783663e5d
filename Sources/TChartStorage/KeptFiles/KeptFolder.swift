#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder tchart keeps files in (`$XDG_CACHE_HOME/tchart` and its `tables`,
/// `$XDG_STATE_HOME/tchart`, `$XDG_CONFIG_HOME/tchart`): read from and written to only while it
/// is safe (``KeptPathProblem/of(_:path:)``), created mode 0700.
package enum KeptFolder {
  /// Why a folder cannot be used.
  package enum Failure: Error, Sendable, Equatable {
    /// It (or a folder above it) could not be created, or is not a folder: the reason.
    case cannotCreate(String)
    /// It exists but another user could have written it.
    case unsafe(KeptPathProblem)
  }

  /// The problem of the folder at `path`; `nil` when it is safe, or missing, or cannot be
  /// looked at (nothing can then be read from it).
  package static func check(_ path: String) -> KeptPathProblem? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return KeptPathProblem.of(status, path: path)
  }

  /// Creates the folder at `path` and the folders above it that are missing, mode 0700, and
  /// checks it (one made meanwhile by someone else is refused like any unsafe folder).
  package static func make(_ path: String) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0, errno != EEXIST {
        throw .cannotCreate(String(cString: strerror(errno)))
      }
    }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotCreate("not a folder")
    }
    if let problem = KeptPathProblem.of(status, path: path) { throw .unsafe(problem) }
  }
}
