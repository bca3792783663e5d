import TChartData

/// The Y axes and scales as a feature of their own (``YAxesState``): `y` cycles the Y mode, the
/// line picker's `→`/`←` put a line on the right or left axis, `--right` names the right
/// axis' lines of chart sets that arrive later; after every action the animated ranges head for
/// what the axes now show and the scale-clash hint may be said (the feature's answer to any
/// change, TCA's `onChange(of:)`). What the axes show is read from ``YAxesModel``; its reducer
/// changes only ``YAxesState``, and the view's right-axis choice, the status line and the log
/// are asked of the explorer as delegates.
public enum YAxesFeature {
  /// What changes the Y axes.
  public enum Action: Sendable, Equatable {
    /// `y`: the next Y mode, on line charts.
    case cycleScale
    /// Puts a line of the chart set on screen on the right Y axis (`right`) or the left one
    /// (the line picker's `→`, `←`).
    case putOnAxis(line: Int, right: Bool)
    /// Applies `--right` to chart sets that just arrived (a stream's first rows, a file loaded
    /// in the background).
    case applyRightRequest
    /// Points the Y animations at what the axes show now: animated from the range shown at
    /// this moment, or a jump when animations are off or `jump` is set.
    case retarget(jump: Bool)
    /// Says the scale-clash hint when it applies (see `YAxesModel+ScaleClash`).
    case hintScaleClash
    /// The answer to any action of the explorer: ``retarget(jump:)``, then
    /// ``hintScaleClash``.
    case answer(jumpY: Bool)
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// What the axes show before the action.
    var model: YAxesModel
    /// Every chart set (the overviews), for `--right`.
    var chartSets: [ChartSet]
    /// Whether the Y range animates (``Look/animates``).
    var animates: Bool
    /// Whether the scale-clash hint may be said now: asked for, an interactive `one` layout
    /// of an overview without a modal, nothing on the status line nor waited for, and not said
    /// for this chart set yet.
    var mayHint: Bool
  }

  /// What the Y axes ask of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line.
    case status(String)
    /// Writes `text` in the message log.
    case log(String)
    /// The right-axis choice of the chart set on screen becomes `lines`.
    case rightAxis(Set<Int>)
    /// The right-axis choice of overview `chart` becomes `lines`.
    case rightAxisOf(chart: Int, lines: Set<Int>)
    /// The Y mode changed: the status line says it (``YAxesModel/modeNote``, read after the
    /// change) and the scale-clash hint is not said for this chart set.
    case scaleChanged
    /// The scale-clash hint `text` is said: on the status line, and not again for this chart
    /// set.
    case hinted(String)
  }

  /// Applies `action` to the Y axes.
  static func reduce(
    into axes: inout YAxesState, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    let model = context.model
    switch action {
    case .cycleScale:
      guard model.fillMode == nil else {
        return FeatureStep(delegates: [.status("y: bars and areas keep their scale from 0")])
      }
      axes.yScaleMode = axes.yScaleMode.next
      return FeatureStep(delegates: [.scaleChanged])
    case .putOnAxis(let line, let right):
      return FeatureStep(delegates: putOnAxis(line: line, right: right, model))
    case .applyRightRequest:
      return FeatureStep(delegates: applyRightRequest(axes.rightRequest, context))
    case .retarget(let jump):
      retarget(&axes, to: model, jump: jump, animates: context.animates)
      return FeatureStep()
    case .hintScaleClash:
      return FeatureStep(delegates: hint(model, context))
    case .answer(let jumpY):
      retarget(&axes, to: model, jump: jumpY, animates: context.animates)
      return FeatureStep(delegates: hint(model, context))
    }
  }

  /// Points both Y animations at `model`'s targets.
  private static func retarget(
    _ axes: inout YAxesState, to model: YAxesModel, jump: Bool, animates: Bool
  ) {
    let now = model.now
    retarget(&axes.yRange, to: model.targetYRange, jump: jump, animates: animates, now: now)
    if let target = model.targetRightYRange {
      retarget(&axes.rightYRange, to: target, jump: jump, animates: animates, now: now)
    }
  }

  /// Points one Y animation at `target`.
  private static func retarget(
    _ range: inout YRangeAnimation, to target: ValueRange, jump: Bool, animates: Bool,
    now: Double
  ) {
    if !range.isRunning(at: now) && range.from != range.to {
      range = .still(range.to)
    }
    guard target != range.to else { return }
    let shown = range.value(at: now)
    if jump || !animates || shown == target {
      range = .still(target)
    } else {
      range = YRangeAnimation(
        from: shown, to: target, start: now, duration: YRangeAnimation.defaultDuration)
    }
  }

  /// The scale-clash hint when it may be said and the lines' scales clash in a Y mode whose
  /// axis reads values.
  private static func hint(_ model: YAxesModel, _ context: Context) -> [Delegate] {
    guard context.mayHint, model.effectiveYScaleMode.axisReadsValues,
      let hint = model.scaleClashHint
    else { return [] }
    return [.hinted(hint)]
  }
}
