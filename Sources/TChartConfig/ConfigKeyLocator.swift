/// Finds where a top-level key of a TOML document is written, for error messages: TOMLKit
/// gives the values but not their places. A key is found as `key = …` (bare or quoted, or the
/// first part of a dotted key) before the first table header, or as a `[key]` / `[key.sub]`
/// header.
enum ConfigKeyLocator {
  /// The 1-based line and column of `key`, or `nil` when it is not found.
  static func position(of key: String, in text: String) -> (line: Int, column: Int)? {
    var inTable = false
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = line.dropFirst(indent)
      if content.hasPrefix("[") {
        let name = content.drop { $0 == "[" }
        let column = indent + (content.count - name.count) + 1
        if firstPart(of: name.prefix { $0 != "]" }) == key { return (lineNumber, column) }
        inTable = true
      } else if !inTable, let equals = content.firstIndex(of: "=") {
        if firstPart(of: content[..<equals]) == key { return (lineNumber, indent + 1) }
      }
    }
    return nil
  }

  /// The first part of a (possibly dotted, possibly quoted) key, without quotes or spaces.
  static func firstPart(of key: Substring) -> String {
    let trimmed = key.drop { $0 == " " || $0 == "\t" }
    if let quote = trimmed.first, quote == "\"" || quote == "'" {
      return String(trimmed.dropFirst().prefix { $0 != quote })
    }
    let part = trimmed.prefix { $0 != "." }
    return String(part.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
