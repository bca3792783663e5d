import TChartCells
import TChartRender
import TChartSlider

extension ExplorerState {
  /// Applies a key's command; returns the work it asks for (a day file, an SVG to write).
  mutating func apply(_ command: ExplorerCommand) -> [ExplorerEffect] {
    switch command {
    case .window(let action):
      send(action)
    case .lines(let action):
      send(action)
    case .switchChart(let step):
      send(DayFeature.Action.leave)
      navigation.showsPie = false
      let count = feed.chartSets.count
      navigation.chartIndex = ((navigation.chartIndex + step) % count + count) % count
      pointer.drag = nil
    case .toggleFocus:
      pointer.focus = pointer.focus == .graph ? .slider : .graph
      notes.send(.say(pointer.focus == .slider ? KeyBindings.sliderHint : "Graph"))
    case .slider(let action):
      applySlider(action)
    case .nextTheme:
      look.theme = look.theme.next
      notes.send(.say("Theme: \(look.theme.rawValue)"))
    case .toggleZone:
      toggleZone()
    case .toggleHelp:
      modal = modal.help != nil ? nil : .help(HelpState())
    case .openMessages:
      pointer.drag = nil
      let bounds = ScrolledOverlay.Bounds.messageLog(
        notes, size: terminal.size, theme: look.renderTheme)
      modal = .messages(MessageLogState(scroll: bounds.maxScroll))
    case .quit:
      ending.quitRequested = true
    case .openColorInspector:
      openColorInspector()
    case .openColumns:
      if let refusal = ColumnsSheet.refusal(feed) {
        notes.send(.say(refusal))
      } else if let reading = feed.reading {
        pointer.drag = nil
        modal = .columns(ColumnsSheet(reading: reading, chart: navigation.chartIndex))
      }
    case .cancelReread:
      if let reading = feed.reading { send(FeedAction.wantColumns(reading.loaded)) }
      notes.send(.say("Reading again stopped: the chart is as it was"))
    case .openLinePicker:
      modal = .linePicker(LinePicker())
      pointer.drag = nil
    case .day(let action):
      return send(action)
    case .undo:
      step(back: true)
    case .redo:
      step(back: false)
    case .openGoTo where feed.isWaitingForData:
      // Not before a stream's first rows: there is nowhere to go.
      notes.send(.say("No data to go to yet"))
    case .openGoTo:
      modal = .goTo(GoToPrompt())
      pointer.drag = nil
    case .events(let action):
      send(action)
    case .yAxes(let action):
      send(action)
    case .shift(let action):
      send(action)
    case .toggleStatistics:
      panels.showsStatistics.toggle()
    case .ab(let action):
      send(action)
    case .export(let kind):
      let text = kind == .svg ? SVGDocument.render(picture) : shown.windowCSV
      return [.export(ExportFile(kind: kind, text: text))]
    case .copyIndicator:
      return copyIndicator()
    case .openRows:
      return openRows()
    case .layouts(let action):
      send(action)
      if action == .next, layouts.layoutMode == .split,
        let refusal = LayoutsFeature.splitRefusal(chartSet, navigation)
      {
        notes.send(.say(refusal + ": split draws it whole"))
      }
    case .views(let action):
      send(action)
    }
    return []
  }
}
