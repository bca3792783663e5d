import TChartData

extension TableDerivedLine {
  /// `text` split at the commas outside parentheses: `rate(a),avg(b,1h)` is two items.
  public static func split(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if character == "," && depth == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }

  /// The derived line `text` names, `nil` for a plain column name, or a usage error naming
  /// the forms known (`place` is where the text came from: the file or server).
  public static func parse(_ text: String, place: String) throws(SourceError) -> Self? {
    do {
      switch try DerivedLineParser.parseTerm(trimmedText(text)) {
      case .plain: return nil
      case .derived(let spec): return Self(spec)
      }
    } catch {
      throw SourceError(.usage, place: place, message: error.message(place: "--y"))
    }
  }

  static func trimmedText(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
