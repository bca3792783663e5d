/// One legend token before fitting: `1 Joined 1,234` is key `1`, name `Joined`, info `1,234`;
/// under `NO_COLOR` a mark comes first (`◆ 3 Views 11,900`).
public struct LegendToken: Sendable, Equatable {
  /// The mark that tells the line apart without colour (`●○◆◇…`), shown first; `nil` for none.
  public var mark: String?
  /// The key that toggles the line (`1`...`9`), shown after the mark; empty for lines 10 and up.
  public var key: String
  public var name: String
  /// The value info label, if any (dropped first when the line is too narrow).
  public var info: String?
  /// Whether the line is hidden: a hidden line's token is dropped before any visible line
  /// loses its value (see ``LegendFit``).
  public var hidden: Bool

  public init(
    key: String, name: String, info: String? = nil, mark: String? = nil, hidden: Bool = false
  ) {
    self.mark = mark
    self.key = key
    self.name = name
    self.info = info
    self.hidden = hidden
  }

  /// The token's parts in order (mark, key, name, info), empty ones left out; the text is
  /// these joined by single spaces.
  public func parts(withInfo: Bool) -> [String] {
    [mark ?? "", key, name, withInfo ? info ?? "" : ""].filter { !$0.isEmpty }
  }

  /// The token's text with or without its info label.
  public func text(withInfo: Bool) -> String {
    parts(withInfo: withInfo).joined(separator: " ")
  }

  /// Whether the token has an info label to show.
  public var hasInfo: Bool { !(info ?? "").isEmpty }
}
