/// The go-to prompt (`g`): a line typed on the status row, a date or a move from the indicator
/// (see ``DateEntry``), and the problem with the last entry, if `Enter` refused it.
public struct GoToPrompt: Sendable, Equatable {
  /// The text and its cursor.
  public var editor = LineEditor()
  /// Why the last `Enter` was refused (shown after the text until the next edit).
  public var problem: String?

  public init(editor: LineEditor = LineEditor(), problem: String? = nil) {
    self.editor = editor
    self.problem = problem
  }

  /// The prompt's words before the text.
  public static let label = "go to: "
}
