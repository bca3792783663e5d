import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX helpers for folders: what a path is, what a folder holds, joining names.
enum PathNames {
  /// What a path names (links followed).
  enum Kind: Equatable {
    case missing
    case file
    case directory
    case other
  }

  static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// `folder/name`, without doubling a trailing slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `path` without trailing slashes (`/` stays `/`).
  static func trimmed(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }

  /// The names in folder `path` (without `.` and `..`), in no particular order. Unreadable
  /// folders are ``LoadError/Kind/unreadable`` errors with the system's reason.
  static func entries(of path: String) throws(LoadError) -> [String] {
    guard let folder = opendir(path) else {
      throw LoadError(
        .unreadable, file: path, location: "", message: String(cString: strerror(errno)))
    }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The last component of `path`, resolved through `realpath` when the path ends in `.`,
  /// `..` or is `/`-only, so `tchart .` is titled by the folder's real name.
  static func lastComponent(_ path: String) -> String {
    let parts = path.split(separator: "/")
    if let last = parts.last, last != ".", last != ".." { return String(last) }
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return real.split(separator: "/").last.map(String.init) ?? real
  }
}
