import Glibc
import TChartTime

/// The century of a two-digit year (`62` in `7/1/62`, `85` in `850314`, `%y`): the year
/// within 80 years before and 20 years after the current one, as Java's `SimpleDateFormat`
/// reads them. This agrees with POSIX's pivot (69–99 → 19xx) from 69 on and up to 20 years
/// ahead, and keeps dates in the past (a store opened in `62` is 1962, not 2062).
package enum TwoDigitYear {
  /// The four-digit year `twoDigits` (0…99) stands for, around `thisYear`.
  package static func year(_ twoDigits: Int, thisYear: Int = current) -> Int {
    let latest = thisYear + 20
    let candidate = latest - (latest % 100) + twoDigits
    return candidate > latest ? candidate - 100 : candidate
  }

  /// The current year (UTC), read once.
  package static let current: Int = {
    let seconds = Double(time(nil))
    return CivilTime(seconds: seconds)?.year ?? 2026
  }()
}
