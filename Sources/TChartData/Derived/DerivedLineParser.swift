/// One term of a `--y` list: a line by name, or a derived line.
public enum LineExpression: Sendable, Hashable {
  /// A line of the data, by its name.
  case plain(String)
  /// A line computed from others.
  case derived(DerivedLineSpec)

  /// The name the term draws under.
  public var name: String {
    switch self {
    case .plain(let name): name
    case .derived(let spec): spec.name
    }
  }
}

/// Why a `--y` text (or a saved expression) is not a list of lines, as one line that names the
/// place and what to write instead.
public enum DerivedLineError: Error, Sendable, Equatable {
  /// `term` is not one of the forms; `reason` says what is wrong with it.
  case badExpression(term: String, reason: String)
  /// `name` is no line of the data; `known` lists the lines.
  case unknownLine(name: String, term: String, known: [String])

  /// The forms a derived line is written in, for messages and help.
  public static let forms =
    "rate(y) deriv(y) diff(y) cumsum(y) avg(y,20) avg(y,5m) log(y) ratio(a,b) a - b"

  /// The message, `place` first (`--y`): `--y 'avg(cpu)': avg needs a window …`.
  public func message(place: String) -> String {
    switch self {
    case .badExpression(let term, let reason):
      return "\(place) '\(term)': \(reason); the forms: \(Self.forms)"
    case .unknownLine(let name, let term, let known):
      let shown = known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
      let of = name == term ? "" : " (in '\(term)')"
      return "\(place) '\(name)'\(of): no such line; the lines: \(shown)"
    }
  }
}

/// Reads `--y` texts: `cpu,rate(rx_bytes),avg(cpu,1h),ratio(a,b),a - b`.
///
/// Terms are split at commas outside parentheses. `f(…)` with an unknown `f` is a plain name
/// (a column may be called `temp (C)`); `a - b` needs the spaces around `-`, as names may hold
/// a hyphen.
public enum DerivedLineParser {
  /// The terms of `text`, in order.
  public static func parse(_ text: String) throws(DerivedLineError) -> [LineExpression] {
    var terms: [LineExpression] = []
    for piece in split(text) {
      let term = trimmed(piece)
      guard !term.isEmpty else {
        throw .badExpression(term: text, reason: "an empty term")
      }
      terms.append(try parseTerm(term))
    }
    return terms
  }

  /// One term: a plain name or a derived line.
  public static func parseTerm(_ term: String) throws(DerivedLineError) -> LineExpression {
    if let open = term.firstIndex(of: "("),
      let function = function(named: trimmed(term[..<open]))
    {
      guard term.hasSuffix(")") else {
        throw .badExpression(term: term, reason: "a ( without its closing )")
      }
      let inner = term[term.index(after: open)..<term.index(before: term.endIndex)]
      let arguments = split(inner).map(trimmed)
      return .derived(try spec(function, arguments: arguments, term: term))
    }
    if let range = topLevelMinus(term) {
      let (a, b) = (trimmed(term[..<range.lowerBound]), trimmed(term[range.upperBound...]))
      guard !a.isEmpty, !b.isEmpty else {
        throw .badExpression(term: term, reason: "a - b needs a line on each side")
      }
      return .derived(DerivedLineSpec(transform: .difference, inputs: [a, b]))
    }
    return .plain(term)
  }

  /// Whether `name`, read as a plain name, looks like a derived line mistyped (`mean(cpu)`,
  /// `rate(cpu`, `rx -`, `rx-tx`): a parenthesis or a hyphen. When no column has the name, the
  /// error lists the forms.
  public static func looksLikeExpression(_ name: String) -> Bool {
    name.contains(where: { $0 == "(" || $0 == ")" || $0 == "-" })
  }

  private enum Function: String, CaseIterable {
    case rate, deriv, diff, cumsum, avg, log, ratio
  }

  private static func function(named name: String) -> Function? { Function(rawValue: name) }

  private static func spec(_ function: Function, arguments: [String], term: String)
    throws(DerivedLineError) -> DerivedLineSpec
  {
    if arguments.contains(where: \.isEmpty) {
      throw .badExpression(term: term, reason: "an empty argument")
    }
    switch function {
    case .avg:
      guard arguments.count == 2 else {
        throw .badExpression(
          term: term, reason: "avg needs a line and a window: avg(y,20) or avg(y,5m)")
      }
      guard let window = MovingWindow(text: arguments[1]) else {
        throw .badExpression(
          term: term,
          reason:
            "'\(arguments[1])' is no window (a count of samples, 20, or a span: 30s 5m 1h 1d 1w)"
        )
      }
      return DerivedLineSpec(transform: .movingAverage(window), inputs: [arguments[0]])
    case .ratio:
      guard arguments.count == 2 else {
        throw .badExpression(term: term, reason: "ratio needs two lines: ratio(a,b)")
      }
      return DerivedLineSpec(transform: .ratio, inputs: arguments)
    case .rate, .deriv, .diff, .cumsum, .log:
      guard arguments.count == 1 else {
        throw .badExpression(
          term: term, reason: "\(function.rawValue) takes one line: \(function.rawValue)(y)")
      }
      let transform: LineTransform =
        switch function {
        case .rate: .rate
        case .deriv: .deriv
        case .diff: .diff
        case .cumsum: .cumsum
        default: .log
        }
      return DerivedLineSpec(transform: transform, inputs: arguments)
    }
  }

  /// `text` split at the commas outside parentheses: `rate(a),avg(b,1h)` is two items (the
  /// `--y` of files and of tables alike).
  public static func split(_ text: some StringProtocol) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        pieces.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    pieces.append(current)
    return pieces
  }

  /// The first ` - ` outside parentheses.
  private static func topLevelMinus(_ term: String) -> Range<String.Index>? {
    var depth = 0
    var index = term.startIndex
    while index < term.endIndex {
      switch term[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case " " where depth == 0 && term[index...].hasPrefix(" - "):
        return index..<term.index(index, offsetBy: 3)
      default: break
      }
      index = term.index(after: index)
    }
    return nil
  }

  private static func trimmed(_ text: some StringProtocol) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
  }
}

extension DerivedLineSpec {
  /// Checks that every input is one of `names` (the data's lines).
  public func check(against names: [String]) throws(DerivedLineError) {
    for input in inputs where !names.contains(input) {
      throw .unknownLine(name: input, term: name, known: names)
    }
  }
}
