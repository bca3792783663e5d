import TChartData
import TChartTime

/// Decimal years, as R writes the time of a monthly, quarterly, weekly or daily series
/// (`1949.0`, `1949.0833333`, … for months): the steps per year they are written in, and the
/// start of the period each value stands for.
///
/// A column is decimal years when its values lie in 1600…2200, increase, are not all whole,
/// each sits on a grid of 1/4, 1/12, 1/52 or 1/365 year (the first that fits all, within
/// 7 % of a step for quarters and months, so that two decimals do, 2 % for weeks and days) and
/// most steps between neighbours are one grid step.
enum DecimalYears {
  /// The grids tried, coarsest first (a quarterly series also fits the monthly grid).
  static let stepsPerYear = [4, 12, 52, 365]

  /// Steps per year when `values` are decimal years (see above), else `nil`.
  static func stepsPerYear(of values: [Double]) -> Int? {
    guard values.count >= 2, values.allSatisfy({ $0 >= 1600 && $0 <= 2200 }),
      values.contains(where: { $0 != $0.rounded() })
    else { return nil }
    for index in values.indices.dropFirst() where !(values[index] > values[index - 1]) {
      return nil
    }
    return stepsPerYear.first { perYear in
      let steps = Double(perYear)
      let tolerance = perYear <= 12 ? 0.07 : 0.02
      guard values.allSatisfy({ abs($0 * steps - ($0 * steps).rounded()) <= tolerance }) else {
        return false
      }
      let single = values.indices.dropFirst().filter {
        ((values[$0] - values[$0 - 1]) * steps).rounded() == 1
      }
      return single.count * 2 >= values.count - 1
    }
  }

  /// What a grid of `perYear` steps counts, for notes: `months`.
  static func unit(perYear: Int) -> String {
    switch perYear {
    case 4: "quarters"
    case 12: "months"
    case 52: "weeks"
    default: "days"
    }
  }

  /// The precision a grid of `perYear` steps is shown at.
  static func precision(perYear: Int) -> TimePrecision {
    switch perYear {
    case 4: .quarter
    case 12: .month
    case 52: .week
    default: .day
    }
  }

  /// The start (Unix seconds) of the period `value` stands for on a grid of `perYear` steps:
  /// the month, quarter, ISO week (step k is week k + 1) or day (step k is 1 January + k
  /// days). Non-decreasing in `value`.
  static func seconds(_ value: Double, perYear: Int) -> Double {
    guard value.isFinite else { return value }
    let steps = (value * Double(perYear)).rounded()
    let year = Int((steps / Double(perYear)).rounded(.down))
    let step = Int(steps) - year * perYear
    switch perYear {
    case 4: return CalendarPeriod.quarterStart(year: year, quarter: step + 1) ?? .nan
    case 12: return Double(CivilTime.days(year: year, month: step + 1, day: 1)) * 86_400
    case 52:
      return CalendarPeriod.weekStart(year: year, week: step + 1)
        ?? Double(CivilTime.days(year: year, month: 1, day: 1) + step * 7) * 86_400
    default: return Double(CivilTime.days(year: year, month: 1, day: 1) + step) * 86_400
    }
  }
}
