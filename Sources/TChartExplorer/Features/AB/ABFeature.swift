import TChartCells

/// The A/B cursors as a feature of their own (``ABCursors``): `a` marks A at the indicator (B
/// follows it), fixes B there, then clears both; `Esc` clears; a right-button press and drag
/// on the graph selects A→B. Its reducer changes only the cursors; the status line and the
/// indicator are asked of the explorer as delegates.
public enum ABFeature {
  /// What the A/B cursors do: the keys' commands and the right button's gesture.
  public enum Action: Sendable, Equatable {
    /// `a`: marks A at the indicator (B follows it), or fixes B there, or clears both.
    case mark
    /// Clears the cursors (`Esc` while A is set).
    case clear
    /// A right-button press on the graph over sample `sample`: A and B there.
    case select(sample: Int)
    /// A right-button drag over sample `sample`: B there.
    case drag(sample: Int)
    /// The right button's release: without motion A stays with B following the indicator.
    case release
    /// A right-button press at `point`: on the graph it marks A (and B) at the sample under the
    /// pointer and grabs the pointer, so that the drag that follows moves B.
    case press(at: Point)
    /// A right-button drag to `point`: B follows the pointer.
    case dragged(to: Point)
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The indicator's sample.
    var indicator: Int
    /// The span's text (`Δ 3d 4h`) of the cursors as they are, B following the indicator;
    /// `nil` without A.
    var spanText: String?
    /// A sample's x as the slider writes it.
    var sampleText: (Int) -> String
    /// Whether a right-button press may mark A/B (not in the list or cards, not on the pie).
    var takesPress: Bool
    /// Whether `point` is on the graph (or a panel of the split), and the window's sample under
    /// its column.
    var hit: (_ point: Point) -> (onGraph: Bool, sample: Int?)
  }

  /// What the A/B cursors ask of the explorer.
  enum Delegate: Equatable {
    /// Shows the indicator (B follows it).
    case showIndicator
    /// Says `text` on the status line.
    case status(String)
    /// The pointer's drag moves the cursors (``Drag/abCursors``).
    case grabPointer
  }

  /// Applies `action` to the cursors.
  static func reduce(
    into ab: inout ABCursors?, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    switch action {
    case .mark:
      guard let cursors = ab else {
        ab = ABCursors(a: context.indicator)
        return FeatureStep(delegates: [
          .showIndicator, .status(markedA(context.indicator, context)),
        ])
      }
      guard cursors.b != nil else {
        ab?.b = context.indicator
        let span = context.spanText ?? ""
        return FeatureStep(delegates: [
          .showIndicator,
          .status("B at \(context.sampleText(context.indicator)) · " + span + " · a clears"),
        ])
      }
      var step = reduce(into: &ab, .clear, context)
      step.delegates.insert(.showIndicator, at: 0)
      return step
    case .clear:
      guard ab != nil else { return FeatureStep() }
      ab = nil
      return FeatureStep(delegates: [.status("A/B cleared")])
    case .select(let sample):
      ab = ABCursors(a: sample, b: sample)
      return FeatureStep()
    case .drag(let sample):
      ab?.b = sample
      return FeatureStep()
    case .release:
      guard let cursors = ab else { return FeatureStep() }
      guard cursors.b == cursors.a else {
        return FeatureStep(delegates: [.status("A/B " + (context.spanText ?? "") + " · Esc clears")]
        )
      }
      ab = ABCursors(a: cursors.a)
      return FeatureStep(delegates: [.showIndicator, .status(markedA(cursors.a, context))])
    case .press(let point):
      guard context.takesPress else { return FeatureStep() }
      let hit = context.hit(point)
      guard hit.onGraph, let sample = hit.sample else { return FeatureStep() }
      var step = reduce(into: &ab, .select(sample: sample), context)
      step.delegates.append(.grabPointer)
      return step
    case .dragged(let point):
      guard ab != nil, let sample = context.hit(point).sample else { return FeatureStep() }
      return reduce(into: &ab, .drag(sample: sample), context)
    }
  }

  /// The status line's text once A is set at sample `a`.
  private static func markedA(_ a: Int, _ context: Context) -> String {
    "A at \(context.sampleText(a)) · move the indicator, a fixes B, Esc clears"
  }
}
