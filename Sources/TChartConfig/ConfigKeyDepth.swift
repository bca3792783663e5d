/// Refuses, before the TOML reader sees them, keys of more dotted parts than a config needs:
/// the reader nests a table per part, and a table header or key of many thousands of parts
/// overflows its stack (`[a.a.a.…]`). One pass over the text.
enum ConfigKeyDepth {
  /// The most parts a key or table header may have (tchart's keys have one).
  static let maximumParts = 64

  /// The first key or table header of more than ``maximumParts`` parts: its 1-based line and
  /// column and its number of parts; `nil` when there is none.
  static func firstTooDeep(in text: String) -> (line: Int, column: Int, parts: Int)? {
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = line.dropFirst(indent)
      let parts = partCount(content, header: content.first == "[")
      if parts > maximumParts { return (lineNumber, indent + 1, parts) }
    }
    return nil
  }

  /// The dotted parts of the key `content` starts with: up to `]` for a table header, else up
  /// to `=` (1 for a line with no `=`: no key); dots inside quotes do not count.
  static func partCount(_ content: Substring, header: Bool) -> Int {
    var parts = 1
    var quote: Character?
    for character in content {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "." {
        parts += 1
      } else if character == "]" && header || character == "=" && !header {
        return parts
      } else if character == "#" {
        break
      }
    }
    return header ? parts : 1
  }
}
