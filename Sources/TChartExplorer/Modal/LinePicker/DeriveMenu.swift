import TChartData
import TChartProgram

/// The line picker's transform menu (`^T` on the highlighted line): the transforms, then for
/// `avg` a prompt for its window, for `ratio` and `a - b` the second line picked in the list.
public struct DeriveMenu: Sendable, Equatable {
  /// Where the menu is.
  public enum Stage: Sendable, Equatable {
    /// The list of transforms, `selected` highlighted.
    case choose(selected: Int)
    /// The prompt for a moving average's window; `problem` when Enter found no window.
    case window(text: String, problem: Bool)
    /// The picker's list again, to pick `b` of a two-line transform.
    case secondLine(LineTransform)
  }

  /// The line the transform applies to (its name).
  public var line: String
  public var stage: Stage = .choose(selected: 0)

  public init(line: String, stage: Stage = .choose(selected: 0)) {
    self.line = line
    self.stage = stage
  }

  /// The menu's entries: a one-line transform, or one that asks for more.
  public enum Entry: Sendable, Equatable, CaseIterable {
    case rate, deriv, diff, cumsum, average, log, ratio, difference

    /// The entry's row: the expression it makes of `line` and what it is.
    public func row(of line: String) -> (name: String, about: String) {
      switch self {
      case .rate: ("rate(\(line))", "per second, resets handled")
      case .deriv: ("deriv(\(line))", "slope per second")
      case .diff: ("diff(\(line))", "change per sample")
      case .cumsum: ("cumsum(\(line))", "running sum")
      case .average: ("avg(\(line),…)", "moving average: N or 5m")
      case .log: ("log(\(line))", "base-10 log")
      case .ratio: ("ratio(\(line),…)", "divided by a line")
      case .difference: ("\(line) - …", "minus a line")
      }
    }

    /// The transform of an entry that needs nothing more.
    var transform: LineTransform? {
      switch self {
      case .rate: .rate
      case .deriv: .deriv
      case .diff: .diff
      case .cumsum: .cumsum
      case .log: .log
      case .average, .ratio, .difference: nil
      }
    }
  }

  /// What a key did: nothing for the picker to do, back to the list, or a line to add.
  enum Outcome: Equatable {
    case stay
    case closeMenu
    case add(DerivedLineSpec)
  }

  /// Applies a key to the menu's own stages (the second line's stage is the picker's list).
  mutating func reduce(_ key: Key) -> Outcome {
    switch stage {
    case .choose(let selected):
      let entries = Entry.allCases
      switch key {
      case .escape: return .closeMenu
      case .up: stage = .choose(selected: max(0, selected - 1))
      case .down: stage = .choose(selected: min(entries.count - 1, selected + 1))
      case .enter: return choose(entries[selected])
      default: break
      }
    case .window(let text, _):
      switch key {
      case .escape: stage = .choose(selected: Entry.allCases.firstIndex(of: .average)!)
      case .backspace, .delete: stage = .window(text: String(text.dropLast()), problem: false)
      case .enter:
        guard let window = MovingWindow(text: text) else {
          stage = .window(text: text, problem: true)
          return .stay
        }
        return .add(DerivedLineSpec(transform: .movingAverage(window), inputs: [line]))
      case .character(let character) where !character.isNewline:
        stage = .window(text: text + String(character), problem: false)
      default: break
      }
    case .secondLine:
      if key == .escape { return .closeMenu }
    }
    return .stay
  }

  private mutating func choose(_ entry: Entry) -> Outcome {
    if let transform = entry.transform {
      return .add(DerivedLineSpec(transform: transform, inputs: [line]))
    }
    switch entry {
    case .average: stage = .window(text: "", problem: false)
    case .ratio: stage = .secondLine(.ratio)
    default: stage = .secondLine(.difference)
    }
    return .stay
  }

  /// The popup's title while the menu is open.
  public var title: String {
    switch stage {
    case .choose: " Derive from \(line) "
    case .window(_, let problem):
      problem ? " avg(\(line),…): a count (20) or a span (5m, 1h) " : " avg(\(line),…): its window "
    case .secondLine(let transform):
      transform == .ratio ? " ratio(\(line),…): pick the line " : " \(line) - …: pick the line "
    }
  }
}
