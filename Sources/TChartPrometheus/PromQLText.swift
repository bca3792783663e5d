/// What tchart needs to know of a PromQL text: whether it is a plain selector (a metric name
/// with optional `{…}` matchers, nothing else), whose stored samples `min_over_time` and
/// `max_over_time` read exactly; any other expression is evaluated through a subquery.
public enum PromQLText {
  /// Whether `query` is a plain instant-vector selector: `name`, `name{…}` or `{…}` (label
  /// values in quotes may hold any character), without offset, `@`, range or function.
  public static func isPlainSelector(_ query: String) -> Bool {
    let bytes = Array(query.utf8)
    var index = 0
    func skipSpaces() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
      {
        index += 1
      }
    }
    func isNameStart(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
        || byte == 0x3A
    }
    skipSpaces()
    var hasName = false
    if index < bytes.count, isNameStart(bytes[index]) {
      hasName = true
      while index < bytes.count,
        isNameStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39)
      {
        index += 1
      }
    }
    skipSpaces()
    var hasMatchers = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
      hasMatchers = true
      index += 1
      var quote: UInt8?
      var closed = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if let open = quote {
          if byte == UInt8(ascii: "\\") && open != UInt8(ascii: "`") {
            index += 1
          } else if byte == open {
            quote = nil
          }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
          || byte == UInt8(ascii: "`")
        {
          quote = byte
        } else if byte == UInt8(ascii: "}") {
          closed = true
          break
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
          return false
        }
      }
      guard closed else { return false }
    }
    skipSpaces()
    guard index == bytes.count, hasName || hasMatchers else { return false }
    if hasName && !hasMatchers {
      // A lone word that PromQL reads as something else.
      let word = query.trimmingSpaces.lowercased()
      if ["inf", "nan", "and", "or", "unless", "by", "without", "offset", "bool"].contains(word) {
        return false
      }
    }
    return true
  }

  /// The metric name a plain selector names (`up` of `up{job="node"}`), or `nil` (`{…}` alone,
  /// or not a plain selector).
  public static func metricName(_ query: String) -> String? {
    guard isPlainSelector(query) else { return nil }
    let name = query.trimmingSpaces.prefix { $0 != "{" && $0 != " " && $0 != "\t" && $0 != "\n" }
    return name.isEmpty ? nil : String(name)
  }

  /// `text` percent-encoded for a URL's query part: everything but `A-Z a-z 0-9 - . _ ~`.
  public static func percentEncoded(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count * 3)
    let digits = Array("0123456789ABCDEF")
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out.append("%")
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 15)])
      }
    }
    return out
  }

  /// Milliseconds as Prometheus reads a time or a step in seconds: `1700000000.123`.
  public static func seconds(milliseconds: Int64) -> String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
