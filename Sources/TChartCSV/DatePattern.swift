import TChartData
import TChartTime

/// A `--date-format` pattern: a strftime-style subset that reads one x cell as a date (UTC).
///
/// Directives: `%Y` year (4 digits), `%y` year (2 digits: 69–99 are 19xx, 00–68 20xx), `%m`
/// month, `%d` day, `%e` day (a leading space allowed), `%j` day of the year, `%b` month name
/// (`Jan` or `January`, any case), `%H` hour, `%M` minute, `%S` second (with an optional
/// fraction `.250`), `%q` quarter (1–4: its first day), `%V` ISO week (01–53: its Monday, in
/// the ISO year `%G`, else `%Y`), `%G` ISO year, `%%` a percent sign. Numbers may have fewer digits than their width. A space
/// matches one or more spaces; any other character matches itself.
public struct DatePattern: Sendable, Equatable {
  /// One step of a pattern.
  enum Piece: Sendable, Equatable {
    case literal(UInt8)
    case spaces
    case field(Character)
  }

  /// The directives understood, in the order the help lists them.
  public static let directives: [Character] = [
    "Y", "m", "d", "H", "M", "S", "b", "y", "j", "e", "q", "V", "G",
  ]

  /// The pattern as given.
  public let pattern: String
  let pieces: [Piece]

  /// Why a pattern was refused, in a few words (`unknown directive %Q`).
  public struct Problem: Error, Sendable, Equatable {
    public var message: String
  }

  /// Parses `pattern`, or says what is wrong with it.
  public init(_ pattern: String) throws(Problem) {
    var pieces: [Piece] = []
    var iterator = pattern.makeIterator()
    while let character = iterator.next() {
      if character == "%" {
        guard let directive = iterator.next() else {
          throw Problem(message: "'\(pattern)' ends with a lone %")
        }
        if directive == "%" {
          pieces.append(.literal(0x25))
        } else if Self.directives.contains(directive) {
          pieces.append(.field(directive))
        } else {
          let known = Self.directives.map { "%\($0)" }.joined(separator: " ")
          throw Problem(
            message: "unknown directive %\(directive) in '\(pattern)' (known: \(known) %%)")
        }
      } else if character == " " {
        if pieces.last != .spaces { pieces.append(.spaces) }
      } else {
        pieces.append(contentsOf: character.utf8.map(Piece.literal))
      }
    }
    guard pieces.contains(where: { if case .field = $0 { true } else { false } }) else {
      throw Problem(message: "'\(pattern)' has no date or time directive")
    }
    self.pattern = pattern
    self.pieces = pieces
  }

  /// Seconds since 1970-01-01 UTC for the cell `[start, end)`, or `nil` when it does not match.
  func parse(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
    var cursor = DateCursor(start, end)
    var year = 1970
    var month = 1
    var day = 1
    var dayOfYear: Int?
    var week: Int?
    var isoYear: Int?
    var seconds = 0.0
    for piece in pieces {
      switch piece {
      case .literal(let byte):
        guard cursor.take(byte) else { return nil }
      case .spaces:
        guard cursor.spaces() else { return nil }
      case .field(let directive):
        switch directive {
        case "Y":
          guard let value = cursor.digits(4, 4) else { return nil }
          year = value
        case "y":
          guard let value = cursor.digits(2, 2) else { return nil }
          year = TwoDigitYear.year(value)
        case "m":
          guard let value = cursor.digits(1, 2) else { return nil }
          month = value
        case "d", "e":
          if directive == "e" { _ = cursor.spaces() }
          guard let value = cursor.digits(1, 2) else { return nil }
          day = value
        case "j":
          guard let value = cursor.digits(1, 3), value >= 1 else { return nil }
          dayOfYear = value
        case "b":
          guard let value = cursor.monthName() else { return nil }
          month = value
        case "q":
          guard let value = cursor.digits(1, 1), (1...4).contains(value) else { return nil }
          month = value * 3 - 2
        case "V":
          guard let value = cursor.digits(1, 2) else { return nil }
          week = value
        case "G":
          guard let value = cursor.digits(4, 4) else { return nil }
          isoYear = value
        case "H":
          guard let value = cursor.digits(1, 2), value <= 23 else { return nil }
          seconds += Double(value * 3600)
        case "M":
          guard let value = cursor.digits(1, 2), value <= 59 else { return nil }
          seconds += Double(value * 60)
        default:
          guard let value = cursor.digits(1, 2), value <= 60 else { return nil }
          seconds += Double(value)
          if cursor.peek == 0x2E, cursor.p + 1 < cursor.end, (cursor.p + 1).pointee &- 0x30 < 10 {
            cursor.p += 1
            seconds += cursor.fraction() ?? 0
          }
        }
      }
    }
    guard cursor.atEnd else { return nil }
    if let week {
      return CalendarPeriod.weekStart(year: isoYear ?? year, week: week).map { $0 + seconds }
    }
    if let dayOfYear {
      let days = DateText.daysIn(month: 2, year: year) == 29 ? 366 : 365
      guard dayOfYear <= days else { return nil }
      return Double(CivilTime.days(year: year, month: 1, day: 1) + dayOfYear - 1) * 86_400 + seconds
    }
    guard let date = DateText.day(year: year, month: month, day: day) else { return nil }
    return date + seconds
  }
}
