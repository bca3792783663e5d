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
    /// Clears the line (the next key or press): the next queued note is said instead.
    case clear
    /// Says each of `notes` in turn (`1/3: …`): the first now unless the line says something
    /// already, the others as keys clear the line.
    case sayInTurn([String])

    /// Says `text`, or clears the line when it is `nil`.
    static func saying(_ text: String?) -> Action { text.map(Action.say) ?? .clear }
  }

  /// Applies `action` to the status line.
  public mutating func send(_ action: Action) {
    switch action {
    case .say(let text): status = text
    case .add(let text): status = status.map { $0 + "; " + text } ?? text
    case .clear: status = queued.isEmpty ? nil : queued.removeFirst()
    case .sayInTurn(let notes):
      let numbered = notes.enumerated().map { offset, note in
        notes.count == 1 ? note : "\(offset + 1)/\(notes.count): \(note)"
      }
      queued += numbered
      if status == nil, !queued.isEmpty { status = queued.removeFirst() }
    }
  }
}
