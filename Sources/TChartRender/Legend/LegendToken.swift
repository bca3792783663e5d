/// One legend token before fitting: `1 Joined 1,234` is key `1`, name `Joined`, info `1,234`;
/// under `NO_COLOR` a mark comes first (`◆ 3 Views 11,900`).
public struct LegendToken: Sendable, Equatable {
  /// The mark that tells the line apart without colour (`●○◆◇…`), shown first; `nil` for none.
  public var mark: String?
  /// The key that toggles the line (`1`...`9`), shown after the mark; empty for lines 10 and up.
  public var key: String
  public var name: String
  /// The value info label, if any (abbreviated, then dropped, when the line is too narrow).
  public var info: String?
  /// The info label's short form (`12.3M` for `12,345,678`), if it has a shorter one: all
  /// labels take it before any is dropped (see ``LegendFit``).
  public var shortInfo: String?
  /// Whether the line is hidden: its token (name only, dimmed) keeps its place.
  public var hidden: Bool

  public init(
    key: String, name: String, info: String? = nil, shortInfo: String? = nil,
    mark: String? = nil, hidden: Bool = false
  ) {
    self.mark = mark
    self.key = key
    self.name = name
    self.info = info
    self.shortInfo = shortInfo
    self.hidden = hidden
  }

  /// The token's parts in order (mark, key, name, info), empty ones left out; the text is
  /// these joined by single spaces. `short` takes the short info label when there is one (a
  /// token without ``info`` has no label in either form).
  public func parts(withInfo: Bool, short: Bool = false) -> [String] {
    [mark ?? "", key, name, withInfo ? label(short: short) : ""].filter { !$0.isEmpty }
  }

  /// The info label in its short form when `short` and it has one, else in full; empty
  /// without ``info``.
  public func label(short: Bool) -> String {
    guard hasInfo else { return "" }
    return (short ? shortInfo ?? info : info) ?? ""
  }

  /// The token's text with or without its info label (its short form when `short`).
  public func text(withInfo: Bool, short: Bool = false) -> String {
    parts(withInfo: withInfo, short: short).joined(separator: " ")
  }

  /// Whether the token has an info label to show.
  public var hasInfo: Bool { !(info ?? "").isEmpty }
}
