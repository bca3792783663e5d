import TChartData

/// A duration as the command line writes it: `500ms`, `2s`, `1.5s`, `1m`, `1h`, or a bare
/// number of seconds (`2`), as `watch -n` takes it.
public enum DurationText {
  /// The shortest interval a command may be run at: shorter ones would only burn the CPU.
  public static let minimumSeconds = 0.01

  /// Why a text is not a usable duration, as one line (`--every abc: not a duration …`).
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The seconds `text` says, at least ``minimumSeconds``; `flag` names the option in the
  /// problem's message.
  public static func seconds(_ text: String, flag: String) throws(Problem) -> Double {
    let examples = "e.g. 500ms, 2s, 1m"
    let trimmed = text.trimmingSpaces
    let units: [(suffix: String, scale: Double)] = [
      ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600),
    ]
    var number = Substring(trimmed)
    var scale = 1.0
    for unit in units where trimmed.hasSuffix(unit.suffix) {
      number = trimmed.dropLast(unit.suffix.count)
      scale = unit.scale
      break
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value.isFinite
    else {
      throw Problem(description: "\(flag) \(text): not a duration (\(examples))")
    }
    let seconds = value * scale
    guard seconds > 0 else {
      throw Problem(description: "\(flag) \(text): the interval must be above 0 (\(examples))")
    }
    guard seconds >= minimumSeconds else {
      throw Problem(description: "\(flag) \(text): at least 10ms")
    }
    return seconds
  }

  /// `seconds` written back short: `500ms`, `2s`, `1.5s`, `1m`, `90s`.
  public static func text(_ seconds: Double) -> String {
    if seconds < 1 { return "\(Int((seconds * 1000).rounded()))ms" }
    if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 {
      return "\(Int(seconds / 60))m"
    }
    if seconds == seconds.rounded() { return "\(Int(seconds))s" }
    return "\((seconds * 1000).rounded() / 1000)s"
  }
}
