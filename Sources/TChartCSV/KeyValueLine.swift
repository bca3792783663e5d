/// One line of `key=value` pairs, as logfmt logs and `ping` write them
/// (`64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms`,
/// `level=info ts=2026-11-29T06:00:00Z dur=12ms msg="done"`).
///
/// Words are separated by spaces and tabs; a pair is a key (a letter or `_`, then letters,
/// digits, `_`, `.`, `-`) followed by `=` and a value (a quoted value may hold spaces; `\"`
/// escapes a quote). A word after a value that is a unit (`0.045 ms`) belongs to it. Other words
/// (`64 bytes from …`) are not pairs. A line is key=value when it holds at least two pairs.
package struct KeyValueLine: Equatable {
  /// One pair: its key, its value as written (quotes removed) and the unit written after it.
  package struct Pair: Equatable {
    package var key: String
    package var value: String
    package var unit: String?

    /// The value as a number in its own unit: `12ms` → (12, `ms`), `0.045` with the unit word
    /// `ms` → (0.045, `ms`), `85%` → (85, `%`), `3` → (3, `nil`); `nil` when it is not a number.
    package var number: (value: Double, unit: String?)? {
      if unit == nil, let compound = MeasureUnit.goDuration(value) { return (compound, "s") }
      let bytes = Array(value.utf8)
      var split = bytes.count
      while split > 0, !isDigit(bytes[split - 1]) && bytes[split - 1] != UInt8(ascii: ".") {
        split -= 1
      }
      let suffix = String(decoding: bytes[split...], as: UTF8.self)
      guard split > 0, suffix.isEmpty || MeasureUnit.scale(of: suffix) != nil,
        unit == nil || suffix.isEmpty,
        let number = bytes[..<split].withUnsafeBufferPointer({ FastFloat.parse($0) }),
        number.isFinite
      else { return nil }
      return (number, suffix.isEmpty ? unit : suffix)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
  }

  package var pairs: [Pair]

  /// The pairs of `line` (bytes without the line break); `nil` when it holds fewer than two.
  package init?(_ line: some Collection<UInt8>) {
    let words = Self.words(Array(line))
    var pairs: [Pair] = []
    for word in words {
      if let pair = Self.pair(word) {
        pairs.append(pair)
      } else if let last = pairs.indices.last, pairs[last].unit == nil,
        word.first != UInt8(ascii: "\""),
        MeasureUnit.scale(of: String(decoding: word, as: UTF8.self)) != nil,
        pairs[last].number != nil
      {
        pairs[last].unit = String(decoding: word, as: UTF8.self)
      }
    }
    guard pairs.count >= 2 else { return nil }
    self.pairs = pairs
  }

  /// `key=value` in `word`, quotes removed from the value.
  private static func pair(_ word: [UInt8]) -> Pair? {
    guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > 0,
      isKeyStart(word[0]), word[1..<equals].allSatisfy(isKeyByte)
    else { return nil }
    var value = Array(word[(equals + 1)...])
    if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
      value = Array(value.dropFirst().dropLast())
      var unescaped: [UInt8] = []
      var escape = false
      for byte in value {
        if byte == UInt8(ascii: "\\") && !escape {
          escape = true
          continue
        }
        escape = false
        unescaped.append(byte)
      }
      value = unescaped
    } else if value.last == UInt8(ascii: ",") {
      value.removeLast()
    }
    return Pair(
      key: String(decoding: word[..<equals], as: UTF8.self),
      value: String(decoding: value, as: UTF8.self))
  }

  private static func isKeyStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  private static func isKeyByte(_ byte: UInt8) -> Bool {
    isKeyStart(byte) || byte &- 0x30 < 10 || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-")
  }

  /// The words of `line`: runs of bytes between spaces and tabs, a quoted part (after `=`)
  /// kept whole with its spaces.
  private static func words(_ line: [UInt8]) -> [[UInt8]] {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    var quoted = false
    var escape = false
    for byte in line {
      if quoted {
        word.append(byte)
        if escape {
          escape = false
        } else if byte == UInt8(ascii: "\\") {
          escape = true
        } else if byte == UInt8(ascii: "\"") {
          quoted = false
        }
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        if !word.isEmpty { words.append(word) }
        word.removeAll(keepingCapacity: true)
        continue
      }
      if byte == UInt8(ascii: "\"") && word.last == UInt8(ascii: "=") { quoted = true }
      word.append(byte)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }
}

/// The units a number may carry in text (`12ms`, `0.045 ms`, `4KiB`, `85%`): durations and
/// byte sizes, each a scale to a base unit (seconds, bytes), so that a column's values read in
/// several units (`850ms`, `1.2s`) are written in one.
package enum MeasureUnit {
  /// The scale of `unit` to its kind's base unit, with the kind (`s`, `B`, `%`); `nil` for a
  /// word that is not a unit.
  package static func scale(of unit: String) -> (kind: String, scale: Double)? {
    switch unit {
    case "ns": ("s", 1e-9)
    case "us", "µs", "μs": ("s", 1e-6)
    case "ms": ("s", 1e-3)
    case "s", "sec", "secs": ("s", 1)
    case "m", "min", "mins": ("s", 60)
    case "h": ("s", 3600)
    case "B", "bytes": ("B", 1)
    case "kB", "KB", "K": ("B", 1e3)
    case "KiB", "k": ("B", 1024)
    case "MB", "M": ("B", 1e6)
    case "MiB": ("B", 1_048_576)
    case "GB", "G": ("B", 1e9)
    case "GiB": ("B", 1_073_741_824)
    case "TB": ("B", 1e12)
    case "TiB": ("B", 1_099_511_627_776)
    case "%": ("%", 1)
    default: nil
    }
  }

  /// `value` in `unit` written in `target` (of the same kind); `nil` when the kinds differ.
  package static func convert(_ value: Double, from unit: String?, to target: String?) -> Double? {
    guard unit != target else { return value }
    guard let unit, let target, let from = scale(of: unit), let to = scale(of: target),
      from.kind == to.kind
    else { return nil }
    return value * from.scale / to.scale
  }

  /// The seconds of a Go duration with several parts (`1m30s`, `1h2m3.5s`); `nil` for one part
  /// or anything else.
  static func goDuration(_ text: String) -> Double? {
    var total = 0.0
    var parts = 0
    var rest = Substring(text)
    while !rest.isEmpty {
      let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
      rest = rest.dropFirst(number.count)
      let unit = rest.prefix { $0.isLetter || $0 == "µ" || $0 == "μ" }
      rest = rest.dropFirst(unit.count)
      guard let value = Double(number), let (kind, scale) = scale(of: String(unit)), kind == "s"
      else { return nil }
      total += value * scale
      parts += 1
    }
    return parts > 1 ? total : nil
  }
}
