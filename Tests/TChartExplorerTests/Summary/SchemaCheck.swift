import Foundation

/// A check of a parsed JSON value against the subset of JSON Schema `docs/summary.schema.json`
/// uses: `type` (one or a list), `required`, `properties`, `items`, `enum`, `const`, `$ref` into
/// `$defs`, `oneOf`, `minimum`, `maximum`, `minItems`, `maxItems`. Returns the problems found,
/// each with its JSON path; none when the value conforms.
struct SchemaCheck {
  let root: [String: Any]

  /// The schema of this repository, read from `docs/`.
  static func summary() throws -> SchemaCheck {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/summary.schema.json")
    let data = try Data(contentsOf: url)
    return SchemaCheck(root: try JSONSerialization.jsonObject(with: data) as! [String: Any])
  }

  func problems(_ value: Any) -> [String] { problems(value, schema: root, at: "$") }

  func problems(_ value: Any, schema: [String: Any], at path: String) -> [String] {
    if let reference = schema["$ref"] as? String {
      let name = String(reference.dropFirst("#/$defs/".count))
      let definitions = root["$defs"] as? [String: Any] ?? [:]
      guard let target = definitions[name] as? [String: Any] else {
        return ["\(path): unknown $ref \(reference)"]
      }
      return problems(value, schema: target, at: path)
    }
    if let choices = schema["oneOf"] as? [[String: Any]] {
      let passing = choices.filter { problems(value, schema: $0, at: path).isEmpty }.count
      if passing != 1 { return ["\(path): matches \(passing) of oneOf"] }
    }
    var found: [String] = []
    if let types = schema["type"] {
      let names = (types as? [String]) ?? [types as! String]
      if !names.contains(where: { Self.value(value, is: $0) }) {
        return ["\(path): \(value) is not \(names)"]
      }
    }
    if let options = schema["enum"] as? [Any],
      !options.contains(where: { Self.equal($0, value) })
    {
      found.append("\(path): \(value) not in enum")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      found.append("\(path): \(value) is not \(constant)")
    }
    if let number = value as? NSNumber, !(value is NSNull) {
      if let minimum = schema["minimum"] as? Double, number.doubleValue < minimum {
        found.append("\(path): \(number) < \(minimum)")
      }
      if let maximum = schema["maximum"] as? Double, number.doubleValue > maximum {
        found.append("\(path): \(number) > \(maximum)")
      }
    }
    if let object = value as? [String: Any] {
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        found.append("\(path): no \(name)")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (name, member) in object {
        if let inner = properties[name] as? [String: Any] {
          found += problems(member, schema: inner, at: path + "." + name)
        }
      }
    }
    if let array = value as? [Any] {
      if let least = schema["minItems"] as? Int, array.count < least {
        found.append("\(path): fewer than \(least) items")
      }
      if let most = schema["maxItems"] as? Int, array.count > most {
        found.append("\(path): more than \(most) items")
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          found += problems(item, schema: items, at: path + "[\(index)]")
        }
      }
    }
    return found
  }

  /// Whether `value` (as JSONSerialization gives it) is of the JSON Schema type `name`.
  static func value(_ value: Any, is name: String) -> Bool {
    switch name {
    case "null": return value is NSNull
    case "string": return value is String
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "boolean": return (value as? NSNumber).map(isBoolean) ?? false
    case "number": return (value as? NSNumber).map { !isBoolean($0) } ?? false
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(number) else { return false }
      return number.doubleValue == number.doubleValue.rounded()
    default: return false
    }
  }

  /// Whether JSONSerialization read `true` or `false` (a boolean `NSNumber` of its own class).
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)).contains("Boolean")
  }

  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (is NSNull, is NSNull): return true
    case (let a as String, let b as String): return a == b
    case (let a as NSNumber, let b as NSNumber): return a == b
    default: return false
    }
  }
}
