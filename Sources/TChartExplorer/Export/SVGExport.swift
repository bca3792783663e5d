#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Performs ``ExplorerEffect/writeSVG(_:)``: writes the document to
/// `tchart-YYYYMMDD-HHMMSS.svg` (local time) in the working directory and answers with the
/// status message (where it went, or why not).
enum SVGExport {
  /// Writes `document` and returns the answer action.
  static func write(_ document: String) -> ExplorerAction {
    let name = fileName(time: time(nil))
    guard let file = fopen(name, "wx") else {
      return .exportFinished("Export failed: \(name): \(String(cString: strerror(errno)))")
    }
    let bytes = Array(document.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      return .exportFinished("Export failed: \(name): \(String(cString: strerror(errno)))")
    }
    return .exportFinished("Saved \(currentDirectory())/\(name)")
  }

  /// `tchart-YYYYMMDD-HHMMSS.svg` for a Unix time, in local time.
  static func fileName(time: time_t) -> String {
    var seconds = time
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "tchart-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec)).svg"
  }

  /// The working directory's path (`.` when it cannot be read).
  static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }
}
