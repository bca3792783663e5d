import TChartData
import TChartExplorer
import TChartTime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Performs ``ExplorerEffect/export(_:)``: writes the file to `tchart-YYYYMMDD-HHMMSS.svg` (or
/// `.csv`; local time) in the working directory, never over an existing file (a second export
/// within the same second is `tchart-…-2.svg`), and answers with the status message (where it
/// went, or why not).
enum ExportWriter {
  /// Writes `export` into `directory` (the working directory when `nil`) and returns the answer
  /// action.
  static func write(_ export: ExportFile, in directory: String? = nil) -> ExplorerAction {
    let folder = directory ?? currentDirectory()
    let suffix = "." + export.kind.rawValue
    let base = fileName(time: time(nil), suffix: suffix)
    var name = base
    var file = fopen(folder + "/" + name, "wx")
    var copy = 2
    while file == nil && errno == EEXIST && copy < 100 {
      name = String(base.dropLast(suffix.count)) + "-\(copy)" + suffix
      file = fopen(folder + "/" + name, "wx")
      copy += 1
    }
    guard let file else {
      return .exportFinished("Export failed: \(name): \(String(cString: strerror(errno)))")
    }
    let bytes = Array(export.text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      return .exportFinished("Export failed: \(name): \(String(cString: strerror(errno)))")
    }
    return .exportFinished("Saved \(folder)/\(name)")
  }

  /// `tchart-YYYYMMDD-HHMMSS` and `suffix` for a Unix time, in local time.
  static func fileName(time: time_t, suffix: String = ".svg") -> String {
    var seconds = time
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { String(value).leftPadded(to: 2) }
    return "tchart-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))" + suffix
  }

  /// The working directory's path (`.` when it cannot be read).
  static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }
}
