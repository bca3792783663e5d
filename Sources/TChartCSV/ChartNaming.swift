/// Default titles for chart sets whose file gives none.
package enum ChartNaming {
  /// The file name without directories or extension: `/a/b/data.csv` → `data`; `stdin` for `-`.
  package static func baseName(_ path: String) -> String {
    guard path != FileBytes.standardInput else { return "stdin" }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let last = components.last else { return path }
    return stripExtension(String(last))
  }

  /// The folder and file name without extension, for single contest objects whose folder says
  /// which chart they are: `data/3/overview.json` → `3/overview`,
  /// `1/2018-04/07.json` → `2018-04/07`; just the base name when there is no named folder.
  package static func folderAndBaseName(_ path: String) -> String {
    guard path != FileBytes.standardInput else { return "stdin" }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    let base = baseName(path)
    guard components.count >= 2 else { return base }
    let folder = components[components.count - 2]
    if folder == "." || folder == ".." { return base }
    return "\(folder)/\(base)"
  }

  private static func stripExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
