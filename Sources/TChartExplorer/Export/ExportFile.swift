/// A file the explorer exports into the working directory: the view as an SVG picture (`e`) or
/// the window's rows as CSV (`E`, the same text as `tchart render --format csv`).
public struct ExportFile: Sendable, Equatable {
  /// What the file holds, which is also its name's extension.
  public enum Kind: String, Sendable, Equatable {
    case svg, csv
  }

  public var kind: Kind
  /// The file's contents.
  public var text: String

  public init(kind: Kind, text: String) {
    self.kind = kind
    self.text = text
  }
}
