/// The answers a table source gave, by request (series, window, width), least recently used
/// first out: bounded by count and by rows (answers with gap columns read whole are larger), so
/// a long exploration keeps O(capacity × screen) rows.
public struct SourceAnswerCache: Sendable, Equatable {
  /// How many answers are kept.
  public let capacity: Int
  /// How many rows the answers kept may hold together (the newest answer is kept whatever its
  /// size).
  public let rowCapacity: Int
  /// The answers, least recently used first.
  public private(set) var answers: [SeriesWindowAnswer] = []

  public init(capacity: Int = 48, rowCapacity: Int = 500_000) {
    self.capacity = max(1, capacity)
    self.rowCapacity = max(1, rowCapacity)
  }

  /// The rows of the answers kept.
  public var rowCount: Int { answers.reduce(0) { $0 + $1.rows.count } }

  /// The answer to `request`, marked as just used; `nil` when not held.
  public mutating func answer(for request: SeriesWindowRequest) -> SeriesWindowAnswer? {
    guard let index = answers.firstIndex(where: { $0.request == request }) else { return nil }
    let answer = answers.remove(at: index)
    answers.append(answer)
    return answer
  }

  /// Whether `request` is answered (without marking it used).
  public func holds(_ request: SeriesWindowRequest) -> Bool {
    answers.contains { $0.request == request }
  }

  /// Keeps `answer`, dropping the least recently used one past ``capacity``.
  public mutating func insert(_ answer: SeriesWindowAnswer) {
    answers.removeAll { $0.request == answer.request }
    answers.append(answer)
    if answers.count > capacity { answers.removeFirst(answers.count - capacity) }
    var rows = rowCount
    while rows > rowCapacity && answers.count > 1 {
      rows -= answers.removeFirst().rows.count
    }
  }
}
