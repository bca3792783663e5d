/// Finds where the top-level keys of a TOML document are written, for error messages: TOMLKit
/// gives the values but not their places. A key is found as `key = …` (bare or quoted, or the
/// first part of a dotted key) before the first table header, or as a `[key]` / `[key.sub]`
/// header.
enum ConfigKeyLocator {
  /// The 1-based line and column of each top-level key written in `text`, where it is first
  /// written; one pass over the text (a file of many keys is read in linear time).
  static func positions(in text: String) -> [String: (line: Int, column: Int)] {
    var found: [String: (line: Int, column: Int)] = [:]
    var inTable = false
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = line.dropFirst(indent)
      if content.hasPrefix("[") {
        let name = content.drop { $0 == "[" }
        let column = indent + (content.count - name.count) + 1
        let key = firstPart(of: name.prefix { $0 != "]" })
        if found[key] == nil { found[key] = (lineNumber, column) }
        inTable = true
      } else if !inTable, let equals = content.firstIndex(of: "=") {
        let key = firstPart(of: content[..<equals])
        if found[key] == nil { found[key] = (lineNumber, indent + 1) }
      }
    }
    return found
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
