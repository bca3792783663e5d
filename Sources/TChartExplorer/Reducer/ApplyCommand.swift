import TChartRender
import TChartSlider

extension ExplorerState {
  /// Applies a key's command; returns the work it asks for (a day file, an SVG to write).
  mutating func apply(_ command: ExplorerCommand) -> [ExplorerEffect] {
    switch command {
    case .moveIndicator, .moveIndicatorTenths, .indicatorToEdge:
      // Moving the indicator shows it (`tchart render` and a fresh explorer may start without).
      panels.showsIndicator = true
    default:
      break
    }
    switch command {
    case .moveIndicator(let samples) where layouts.layoutMode.showsAllChartSets:
      moveSharedIndicator(by: samples)
    case .moveIndicator(let samples):
      moveIndicator(to: view.indicator + samples)
    case .moveIndicatorTenths(let tenths):
      moveIndicator(to: view.indicator + tenths * tenthOfWindow)
    case .indicatorToEdge(true) where feed.stream?.hasData == true || feed.table?.follow != nil:
      resumeFollowing()
    case .indicatorToEdge(let last):
      let window = view.windowIndices
      view.indicator = last ? window.upperBound : window.lowerBound
    case .scaleWindow(let narrower):
      scaleWindow(narrower: narrower, around: Double(view.indicator))
    case .pan(let tenths):
      view.window.shift(by: Double(tenths * tenthOfWindow))
    case .resetWindow:
      view.window.setRange(lower: view.window.minimum, upper: view.window.maximum)
    case .followNewest:
      resumeFollowing()
    case .toggleLine(let line):
      toggleLine(line)
    case .showOnlyLine(let line):
      guard requireLine(line) else { return [] }
      view.hidden = Set(chartSet.lines.indices).subtracting([line])
      notes.status = "Only \(chartSet.lines[line].name)"
    case .switchChart(let step):
      backToOverview()
      navigation.showsPie = false
      let count = feed.chartSets.count
      navigation.chartIndex = ((navigation.chartIndex + step) % count + count) % count
      pointer.drag = nil
    case .toggleFocus:
      pointer.focus = pointer.focus == .graph ? .slider : .graph
      notes.status = pointer.focus == .slider ? KeyBindings.sliderHint : "Graph"
    case .slider(let action):
      applySlider(action)
    case .nextTheme:
      look.theme = look.theme.next
      notes.status = "Theme: \(look.theme.rawValue)"
    case .toggleZone:
      toggleZone()
    case .toggleHelp:
      modal = help != nil ? nil : .help(HelpState())
    case .openMessages:
      openMessageLog()
    case .quit:
      ending.quitRequested = true
    case .openColorInspector:
      openColorInspector()
    case .openLinePicker:
      modal = .linePicker(LinePicker())
      pointer.drag = nil
    case .openDay:
      return pressEnter()
    case .backToOverview:
      goBack()
    case .undo:
      undo()
    case .redo:
      redo()
    case .openGoTo:
      openGoTo()
    case .jumpToEvent(let step):
      jumpToEvent(by: step)
    case .nextYScale:
      cycleYScale()
    case .nextShift:
      cycleShift()
    case .toggleStatistics:
      panels.showsStatistics.toggle()
    case .ab(let action):
      send(action)
    case .exportSVG:
      return [.writeSVG(SVGDocument.render(picture))]
    case .nextLayout:
      showLayout(layouts.layoutMode.next(chartSetCount: feed.chartSets.count))
      if layouts.layoutMode == .split, let refusal = splitRefusal {
        notes.status = refusal + ": split draws it whole"
      }
    case .scrollSplit(let panels):
      scrollSplit(by: panels)
    case .scrollSplitPage(let pages):
      scrollSplit(by: pages * Swift.max(1, splitRows.panels.count - 1))
    case .selectChart(let step):
      selectChart(navigation.chartIndex + step)
    case .selectPage(let pages):
      selectChart(navigation.chartIndex + pages * listPageSize)
    case .openSelected:
      showLayout(.one)
    case .moveCard(let direction):
      selectChart(
        ChartCardsLayout.moved(
          navigation.chartIndex, direction, count: feed.chartSets.count,
          columns: cardsLayout.columns))
    }
    return []
  }

  /// After a command that moved the selected chart set's indicator in the list or cards, the
  /// other chart sets follow its date.
  mutating func shareIfMoved(_ command: ExplorerCommand) {
    guard layouts.layoutMode.showsAllChartSets else { return }
    switch command {
    case .moveIndicatorTenths, .indicatorToEdge: shareSelectedIndicator()
    default: break
    }
  }

  /// A tenth of the window's width in samples, at least one.
  var tenthOfWindow: Int { Swift.max(1, Int((view.window.width / 10).rounded())) }

  /// Puts the indicator on sample `index` (clamped to the span); when that leaves the window,
  /// the window pans just enough to show it.
  mutating func moveIndicator(to index: Int) {
    let target = Swift.min(Swift.max(index, 0), chartSet.lastIndex)
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
  /// samples at any N. A step that cannot go further says why on the status line.
  mutating func scaleWindow(narrower: Bool, around centre: Double) {
    let window = view.window
    let width = window.width
    if narrower && width <= window.minDistance {
      notes.status = "Zoomed in to two samples: the narrowest window"
      return
    }
    if !narrower && width >= window.maximum - window.minimum {
      notes.status = "Zoomed out to the whole span"
      return
    }
    var newWidth = narrower ? Swift.min(width * 0.8, width - 2) : Swift.max(width * 1.25, width + 2)
    newWidth = Swift.min(Swift.max(newWidth, window.minDistance), window.maximum - window.minimum)
    guard width > 0 else { return }
    let pivot = Swift.min(Swift.max(centre, window.lower), window.upper)
    let share = (pivot - window.lower) / width
    var lower = pivot - share * newWidth
    lower = Swift.min(Swift.max(lower, window.minimum), window.maximum - newWidth)
    view.window.setRange(lower: lower, upper: lower + newWidth)
  }

  /// Whether the chart set has line `line` (0-based); when not, the status line says so.
  mutating func requireLine(_ line: Int) -> Bool {
    guard line < chartSet.lines.count else {
      notes.status = "No line \(line + 1)"
      return false
    }
    return true
  }

  /// Hides or shows line `line`; the last visible line refuses to hide.
  mutating func toggleLine(_ line: Int) {
    guard requireLine(line) else { return }
    if view.hidden.contains(line) {
      view.hidden.remove(line)
    } else if visibleLines.count <= 1 {
      notes.status = "The last visible line stays"
    } else {
      view.hidden.insert(line)
    }
  }
}
