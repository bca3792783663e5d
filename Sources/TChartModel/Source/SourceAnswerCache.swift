/// The answers a table source gave, by request (series, window, width), least recently used
/// first out: bounded, so a long exploration keeps O(capacity × screen) rows.
public struct SourceAnswerCache: Sendable, Equatable {
  /// How many answers are kept.
  public let capacity: Int
  /// The answers, least recently used first.
  public private(set) var answers: [SeriesWindowAnswer] = []

  public init(capacity: Int = 48) { self.capacity = max(1, capacity) }

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
  }
}
