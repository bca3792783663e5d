import CBuildInfo

/// What `tchart --version` prints: the version and the git commit of the build (`make` records
/// it; `swift build` alone or a build from a tarball says `commit unknown`).
enum BuildVersion {
  /// The release number.
  static let number = "0.1.0"

  /// The commit, `nil` when the build did not record one.
  static var commit: String? {
    let text = String(cString: tchart_build_commit())
    return text.isEmpty ? nil : text
  }

  /// `tchart 0.1.0 (commit 1a2b3c4)`.
  static var text: String {
    "tchart \(number) (commit \(commit ?? "unknown"))"
  }
}
