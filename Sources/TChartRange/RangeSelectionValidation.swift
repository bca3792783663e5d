extension RangeSelection {
  /// Why a selection could not be made; the message names the offending argument as the
  /// `tchart pick` options spell it.
  public enum ValidationError: Error, Equatable, CustomStringConvertible {
    case emptyRange
    case nonPositiveStep
    case lowerOutOfRange
    case upperOutOfRange
    case lowerAboveUpper
    case minDistanceTooLarge
    case notFinite(String)
    /// `--min-distance` below zero.
    case negativeMinDistance
    /// More than ``RangeGrid/maximumSteps`` steps between `--min` and `--max`.
    case stepTooSmall

    public var description: String {
      switch self {
      case .emptyRange: "--min must be less than --max"
      case .nonPositiveStep: "--step must be greater than 0"
      case .lowerOutOfRange: "--lower must lie between --min and --max"
      case .upperOutOfRange: "--upper must lie between --min and --max"
      case .lowerAboveUpper: "--lower must not be greater than --upper"
      case .minDistanceTooLarge: "--min-distance must not be larger than --max minus --min"
      case .notFinite(let name): "\(name) must be a finite number"
      case .negativeMinDistance: "--min-distance must not be negative"
      case .stepTooSmall: "--step is too small: more than 10^12 steps between --min and --max"
      }
    }
  }
}
