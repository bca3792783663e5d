#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a folder or file tchart keeps (the column cache, the sessions, the config file) is not
/// used: another user could have written it. One line names it and the fix.
///
/// The files tchart keeps live in TChartStorage's `KeptFiles/`, beside the chart sets' archive:
/// the cache, the table summaries (TChartSources), the sessions (TChartExplorerRuntime) and the
/// config (TChartConfig) all import it, so they share these checks without a dependency
/// between them.
package struct KeptPathProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The folder or file.
  package var path: String
  /// What is wrong with it: `is writable by others (mode 0777)`.
  package var problem: String
  /// What to do: `run chmod 700 PATH`.
  package var remedy: String

  /// `PATH is writable by others (mode 0777); not used — run chmod 700 PATH`.
  package var description: String { "\(path) \(reason("not used"))" }

  /// The line without the path, saying what tchart does instead (`outcome`: `not used`,
  /// `not read`): `is writable by others (mode 0777); not read — run chmod 700 PATH`.
  package func reason(_ outcome: String) -> String { "\(problem); \(outcome) — \(remedy)" }

  /// The problem of a folder or file tchart keeps, from its status (`stat` of the path, or
  /// `fstat` of a file opened): `nil` when it belongs to this user (or to root, who can act as
  /// any user anyway, as ssh allows) and no one else may write it (no group or other write
  /// bit), as ssh checks `~/.ssh` and its files. Whatever lies above the folder is not checked.
  package static func of(_ status: stat, path: String) -> KeptPathProblem? {
    let isFolder = status.st_mode & S_IFMT == S_IFDIR
    if status.st_uid != geteuid(), status.st_uid != 0 {
      return KeptPathProblem(
        path: path, problem: "belongs to uid \(status.st_uid), not to you",
        remedy: "run mv \(path) \(path).not-mine")
    }
    let mode = status.st_mode & 0o7777
    if mode & 0o022 != 0 {
      let octal = String(mode, radix: 8)
      let digits = String(repeating: "0", count: 4 - octal.count) + octal
      return KeptPathProblem(
        path: path, problem: "is writable by others (mode \(digits))",
        remedy: "run chmod \(isFolder ? "700" : "600") \(path)")
    }
    return nil
  }
}
