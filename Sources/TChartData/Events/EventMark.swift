/// One event of an `--events` file: a moment (`end == nil`) or a range, with its label. Times
/// are as the file gave them: Unix seconds (UTC) for dates, else plain x values.
public struct EventMark: Sendable, Equatable {
  public var time: Double
  /// The range's end (never before `time`), `nil` for a moment.
  public var end: Double?
  public var label: String

  public init(time: Double, end: Double? = nil, label: String) {
    self.time = time
    self.end = end
    self.label = label
  }

  /// The last x the event covers: its end, or its time.
  public var last: Double { end ?? time }

  /// The event moved by `offset` (to a chart set's shown time zone).
  func shifted(by offset: Double) -> EventMark {
    EventMark(time: time + offset, end: end.map { $0 + offset }, label: label)
  }
}

/// The events of `--events FILE`, sorted by time: the marks on the X axis, the labels at the
/// indicator, the targets of `]` and `[`. Every query is a binary search or a walk of the
/// events in a window: a frame costs the events it shows, never the samples.
public struct EventMarks: Sendable, Equatable {
  /// The events, sorted by ``EventMark/time`` (the file's order among equal times).
  public private(set) var marks: [EventMark]
  /// The file as the user named it.
  public var file: String

  public init(_ marks: [EventMark] = [], file: String = "") {
    self.marks = marks.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    self.file = file
  }

  public var isEmpty: Bool { marks.isEmpty }

  /// The events as `chart` shows them: x is Unix seconds in every zone (a zone changes only
  /// texts and ticks), so they are the same events.
  public func shown(for chart: ChartSet) -> EventMarks { self }

  /// The index of the first event with a time at or after `x`.
  func firstIndex(atOrAfter x: Double) -> Int {
    var low = 0
    var high = marks.count
    while low < high {
      let middle = (low + high) / 2
      if marks[middle].time < x { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The events with some part in `range` (a range starting before it and reaching into it
  /// too), in time order.
  public func events(in range: ClosedRange<Double>) -> [EventMark] {
    let after = firstIndex(atOrAfter: range.lowerBound)
    let before = marks[..<after].filter { $0.last >= range.lowerBound }
    let inside = marks[after...].prefix { $0.time <= range.upperBound }
    return before + inside
  }

  /// The first event starting after `x`.
  public func next(after x: Double) -> EventMark? {
    let index = firstIndex(atOrAfter: x)
    return marks[index...].first { $0.time > x }
  }

  /// The last event starting before `x`.
  public func previous(before x: Double) -> EventMark? {
    let index = firstIndex(atOrAfter: x)
    return index > 0 ? marks[index - 1] : nil
  }

  /// How many events lie wholly outside `span` (kept, but never seen on this chart set).
  public func countOutside(_ span: ClosedRange<Double>) -> Int {
    marks.count { $0.last < span.lowerBound || $0.time > span.upperBound }
  }
}
