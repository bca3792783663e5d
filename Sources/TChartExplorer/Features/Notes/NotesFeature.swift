/// The status line as a feature: the other features say what they have to say as a `.status`
/// delegate, which their scope hands here as ``Notes/Action``; the explorer's own answers (undo,
/// go to, a restored session, the next key) come the same way. Only this feature writes
/// ``Notes/status``.
extension Notes {
  /// What is said on the status line.
  public enum Action: Sendable, Equatable {
    /// Says `text`, replacing what was said.
    case say(String)
    /// Adds `text` after what was said (`; dropped …`), or says it.
    case add(String)
    /// Clears the line: the next key or press.
    case clear

    /// Says `text`, or clears the line when it is `nil`.
    static func saying(_ text: String?) -> Action { text.map(Action.say) ?? .clear }
  }

  /// Applies `action` to the status line.
  public mutating func send(_ action: Action) {
    switch action {
    case .say(let text): status = text
    case .add(let text): status = status.map { $0 + "; " + text } ?? text
    case .clear: status = nil
    }
  }
}
