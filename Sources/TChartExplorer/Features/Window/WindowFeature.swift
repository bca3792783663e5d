import TChartData
import TChartRange

/// The window and the indicator of the chart set on screen as a feature of their own
/// (``ChartViewState``'s window and indicator): the arrows, `Shift`+arrows, `Home`/`End`,
/// `+`/`-`, `H`/`L`, `0` and `f`, the wheel, go-to. Its reducer changes only the view; showing
/// the indicator, the status line, the linked indicator of the list and cards and a feed's
/// following are asked of the explorer as delegates.
public enum WindowFeature {
  /// What moves the window or the indicator.
  public enum Action: Sendable, Equatable {
    /// Moves the indicator by whole samples (the window follows at its edges).
    case moveIndicator(samples: Int)
    /// Moves the indicator by tenths of the window.
    case moveIndicatorTenths(Int)
    /// Puts the indicator on the window's first (`false`) or last (`true`) sample; `End` on a
    /// feed that follows its newest rows follows again.
    case indicatorToEdge(last: Bool)
    /// Puts the indicator on sample `sample` (clamped to the span), the window panning just
    /// enough to show it (go-to, the linked indicator).
    case putIndicator(sample: Int)
    /// Narrows (`true`) or widens the window around the indicator (`+`, `-`).
    case scaleWindow(narrower: Bool)
    /// Narrows (`true`) or widens the window around the sample position `position` (the wheel).
    case scaleWindowAt(narrower: Bool, position: Double)
    /// Pans the window by tenths of its width, keeping the width.
    case pan(tenths: Int)
    /// Shows the whole span.
    case resetWindow
    /// Moves the window to the newest sample, keeping its width, with the indicator on it; a
    /// stream follows again (`f`, and `End` on a stream).
    case followNewest
    /// The view or the chart set changed (the window's answer): the indicator stays on a sample
    /// inside the window, and until the user moves it (not drawn) on the window's last sample,
    /// so the legend shows the window's last values.
    case keepIndicatorInWindow
    /// The mouse: the indicator on sample `sample` of the window (a press or drag on the graph).
    case pointIndicator(sample: Int)
    /// The mouse: the window dragged on the mini-map, its lower end `grabOffset` samples before
    /// the sample position `position` under the pointer, keeping its width.
    case dragWindow(position: Double, grabOffset: Double)
    /// The mouse: the window's edge `handle` dragged on the mini-map to the sample position
    /// `position`.
    case dragEdge(RangeSelection.Handle, position: Double)
    /// The mouse: a click beside the window on the mini-map centres it on the sample position
    /// `position`, keeping its width.
    case centreWindow(at: Double)

    /// Whether the action shows the indicator (`tchart render` and a fresh explorer may
    /// start without).
    var showsIndicator: Bool {
      switch self {
      case .moveIndicator, .moveIndicatorTenths, .indicatorToEdge, .pointIndicator: true
      default: false
      }
    }
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The last sample of the chart set on screen.
    var lastIndex: Int
    /// Whether the chart sets share one indicator date (the list and cards).
    var linksIndicators: Bool
    /// Whether the feed follows its newest rows (a stream with data, a following table).
    var follows: Bool
    /// Whether the indicator is drawn (the user moved it, or `--indicator`).
    var showsIndicator = true
  }

  /// What the window and the indicator ask of the explorer.
  enum Delegate: Equatable {
    /// Shows the indicator.
    case showIndicator
    /// Says `text` on the status line.
    case status(String)
    /// Moves the shared date of the list and cards by `samples` samples.
    case moveSharedIndicator(samples: Int)
    /// Makes the indicator just moved the shared date of the list and cards.
    case shareIndicator
    /// The feed follows its newest rows again.
    case resumeFollowing
  }

  /// Applies `action` to the view.
  static func reduce(
    into view: inout ChartViewState, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    var delegates: [Delegate] = action.showsIndicator ? [.showIndicator] : []
    switch action {
    case .moveIndicator(let samples) where context.linksIndicators:
      delegates.append(.moveSharedIndicator(samples: samples))
    case .moveIndicator(let samples):
      putIndicator(&view, at: view.indicator + samples, context)
    case .moveIndicatorTenths(let tenths):
      putIndicator(&view, at: view.indicator + tenths * tenth(of: view), context)
    case .indicatorToEdge(true) where context.follows:
      delegates.append(.resumeFollowing)
    case .followNewest:
      delegates.append(.resumeFollowing)
    case .indicatorToEdge(let last):
      let window = view.windowIndices
      view.indicator = last ? window.upperBound : window.lowerBound
    case .putIndicator(let sample):
      putIndicator(&view, at: sample, context)
    case .scaleWindow(let narrower):
      if let refusal = scale(&view, narrower: narrower, around: Double(view.indicator)) {
        delegates.append(.status(refusal))
      }
    case .scaleWindowAt(let narrower, let position):
      if let refusal = scale(&view, narrower: narrower, around: position) {
        delegates.append(.status(refusal))
      }
    case .pan(let tenths):
      view.window.shift(by: Double(tenths * tenth(of: view)))
    case .resetWindow:
      view.window.setRange(lower: view.window.minimum, upper: view.window.maximum)
    case .pointIndicator(let sample):
      view.indicator = sample
    case .dragWindow(let position, let offset):
      view.window.shift(by: position - offset - view.window.lower)
    case .dragEdge(let handle, let position):
      view.window.move(handle, to: position)
    case .centreWindow(let position):
      view.window.shift(by: position - (view.window.lower + view.window.upper) / 2)
    case .keepIndicatorInWindow:
      view.clampIndicator()
      if !context.showsIndicator { view.indicator = view.windowIndices.upperBound }
      // A one-sample chart set has a window of 0…1 over its single sample.
      view.indicator = Swift.min(view.indicator, context.lastIndex)
    }
    switch action {
    case .moveIndicatorTenths, .indicatorToEdge:
      // The other chart sets of the list and cards follow the moved indicator's date.
      if context.linksIndicators { delegates.append(.shareIndicator) }
    default: break
    }
    return FeatureStep(delegates: delegates)
  }

  /// A tenth of the window's width in samples, at least one.
  static func tenth(of view: ChartViewState) -> Int {
    Swift.max(1, Int((view.window.width / 10).rounded()))
  }

  /// Puts the indicator on sample `index` (clamped to the span); when that leaves the window,
  /// the window pans just enough to show it.
  private static func putIndicator(_ view: inout ChartViewState, at index: Int, _ context: Context)
  {
    let target = Swift.min(Swift.max(index, 0), context.lastIndex)
    let window = view.windowIndices
    if target < window.lowerBound {
      view.window.shift(by: Double(target - window.lowerBound))
    } else if target > window.upperBound {
      view.window.shift(by: Double(target - window.upperBound))
    }
    view.indicator = target
  }

  /// Narrows (or widens) the window around the sample position `centre`, keeping the centre's
  /// place in the window; every step changes the width by at least two samples, down to two
  /// samples at any N. A step that cannot go further returns why, for the status line.
  private static func scale(
    _ view: inout ChartViewState, narrower: Bool, around centre: Double
  ) -> String? {
    let window = view.window
    let width = window.width
    if narrower && width <= window.minDistance {
      return "Zoomed in to two samples: the narrowest window"
    }
    if !narrower && width >= window.maximum - window.minimum {
      return "Zoomed out to the whole span"
    }
    var newWidth = narrower ? Swift.min(width * 0.8, width - 2) : Swift.max(width * 1.25, width + 2)
    newWidth = Swift.min(Swift.max(newWidth, window.minDistance), window.maximum - window.minimum)
    guard width > 0 else { return nil }
    let pivot = Swift.min(Swift.max(centre, window.lower), window.upper)
    let share = (pivot - window.lower) / width
    var lower = pivot - share * newWidth
    lower = Swift.min(Swift.max(lower, window.minimum), window.maximum - newWidth)
    view.window.setRange(lower: lower, upper: lower + newWidth)
    return nil
  }
}
