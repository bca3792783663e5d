import TChartData

extension JSONPath {
  /// One step of a path: a member's key or an element's index.
  enum Step: Equatable {
    case key(String)
    case index(Int)
  }

  /// The steps of `text`, written as tchart writes paths in its notes and errors (`hourly`,
  /// `data.result`, `results[0].series`, `["my key"]`; a leading `$` is allowed, and `$`, `.`
  /// or nothing is the top level); `nil` when it is not such a path.
  static func steps(_ text: String) -> [Step]? {
    var rest = Substring(text)
    if rest.hasPrefix("$") { rest = rest.dropFirst() }
    var steps: [Step] = []
    while let first = rest.first {
      switch first {
      case ".":
        rest = rest.dropFirst()
        if rest.isEmpty && !steps.isEmpty { return nil }
      case "[":
        rest = rest.dropFirst()
        if rest.first == "\"" {
          var key = ""
          rest = rest.dropFirst()
          while let character = rest.first, character != "\"" {
            if character == "\\", rest.count > 1 { rest = rest.dropFirst() }
            key.append(rest.first!)
            rest = rest.dropFirst()
          }
          guard rest.hasPrefix("\"]") else { return nil }
          rest = rest.dropFirst(2)
          steps.append(.key(key))
        } else {
          let digits = rest.prefix { $0.isASCII && $0.isNumber }
          guard let index = Int(digits), rest.dropFirst(digits.count).first == "]" else {
            return nil
          }
          rest = rest.dropFirst(digits.count + 1)
          steps.append(.index(index))
        }
      default:
        let key = rest.prefix { $0 != "." && $0 != "[" }
        rest = rest.dropFirst(key.count)
        steps.append(.key(String(key)))
      }
    }
    return steps
  }

  /// The path's last key (`hourly` of `data.hourly`, `series` of `results[0].series`), or
  /// `nil` at the top level.
  static func lastKey(_ steps: [Step]) -> String? {
    for step in steps.reversed() { if case .key(let key) = step { return key } }
    return nil
  }

  /// `'PATH'` for messages, or `the top level` for the empty path.
  static func quoted(_ path: String) -> String { path.isEmpty ? "the top level" : "'\(path)'" }
}

extension JSONParser {
  /// Moves from the value at the index to the value `steps` lead to, skipping the members and
  /// elements before it; `false` when a step finds no such member or element (the index is
  /// then anywhere).
  mutating func seek(_ steps: [JSONPath.Step]) throws(LoadError) -> Bool {
    for step in steps {
      skipSpace()
      switch step {
      case .key(let key):
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        var found = false
        while !found {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
          let name = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw failure("expected ':'")
          }
          index += 1
          if name == key {
            found = true
          } else {
            _ = try value(depth: 1)
            guard try nextElement(closing: UInt8(ascii: "}")) else { return false }
          }
        }
      case .index(let wanted):
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return false }
        for _ in 0..<wanted {
          _ = try value(depth: 1)
          guard try nextElement(closing: UInt8(ascii: "]")) else { return false }
        }
      }
    }
    skipSpace()
    return index < bytes.count
  }

  /// Steps over the `,` after a value (`true`) or finds the `closing` bracket (`false`).
  private mutating func nextElement(closing: UInt8) throws(LoadError) -> Bool {
    skipSpace()
    guard index < bytes.count else { throw failure("unexpected end of input") }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      return true
    }
    guard bytes[index] == closing else {
      throw failure("expected ',' or '\(Character(.init(closing)))'")
    }
    return false
  }
}
