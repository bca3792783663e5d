import TChartCSV

/// How a server's integer x column is read (ClickHouse, PostgreSQL), as the CSV loader reads
/// numeric x: `--x-type` when given, else Unix milliseconds when every value has 13 digits, or
/// the name suggests time (``nameSuggestsTime(_:)``) and the values are in [10^11, 10^14); Unix
/// seconds for such a name and a first value in [10^9, 10^11); else plain numbers.
public enum IntegerX {
  /// Words of a column name that suggest time.
  static let timeWords: Set<String> = [
    "time", "timestamp", "ts", "epoch", "date", "datetime", "unix", "at", "utc", "seconds",
    "millis", "ms",
  ]

  /// Whether integer x with smallest `low` and largest `high` under `name` are milliseconds.
  public static func isMilliseconds(low: Double, high: Double, name: String, type: XType)
    -> Bool
  {
    switch type {
    case .unixMilliseconds: return true
    case .unixSeconds, .number, .date: return false
    case .auto:
      return (abs(low) >= 1e12 && abs(high) < 1e13)
        || (nameSuggestsTime(name) && abs(low) >= 1e11 && abs(low) < 1e14)
    }
  }

  /// Whether integer x (not milliseconds) with smallest `low` under `name` are Unix seconds.
  public static func isUnixSeconds(low: Double, name: String, type: XType) -> Bool {
    type == .unixSeconds
      || (type == .auto && nameSuggestsTime(name) && abs(low) >= 1e9 && abs(low) < 1e11)
  }

  /// Whether `name` has a word (letters between other characters) suggesting time.
  public static func nameSuggestsTime(_ name: String) -> Bool {
    var words: Set<String> = []
    var current = ""
    for character in name.lowercased() {
      if character.isLetter {
        current.append(character)
      } else {
        words.insert(current)
        current = ""
      }
    }
    words.insert(current)
    return !words.isDisjoint(with: timeWords)
  }
}
