/// The text of a one-line prompt and its cursor, edited as readline does: typing inserts at the
/// cursor; `←`/`→`, `Home`/`End` (and `Ctrl-A`/`Ctrl-E`) move it; `Backspace` and `Delete`
/// remove a character; `Ctrl-U` clears before the cursor and `Ctrl-W` the word before it.
public struct LineEditor: Sendable, Equatable {
  /// The text, as characters (the cursor moves by character).
  public private(set) var characters: [Character] = []
  /// Where the next character goes: `0 ... characters.count`.
  public private(set) var cursor = 0

  public init(text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  public var text: String { String(characters) }

  /// An edit of the line.
  public enum Edit: Sendable, Equatable {
    case insert(Character)
    case left, right, home, end
    case backspace, delete
    case clearBefore, deleteWord
  }

  public mutating func apply(_ edit: Edit) {
    switch edit {
    case .insert(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .backspace:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
    case .clearBefore:
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .deleteWord:
      var start = cursor
      while start > 0 && characters[start - 1] == " " { start -= 1 }
      while start > 0 && characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    }
  }
}
