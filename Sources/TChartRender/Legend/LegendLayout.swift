/// The legend line after fitting: which tokens are shown, with or without info, and where.
public struct LegendLayout: Sendable, Equatable {
  /// A shown token: its index in the input, its text and first column.
  public struct Item: Sendable, Equatable {
    public var index: Int
    public var text: String
    public var showsInfo: Bool
    public var column: Int

    public init(index: Int, text: String, showsInfo: Bool, column: Int) {
      self.index = index
      self.text = text
      self.showsInfo = showsInfo
      self.column = column
    }
  }

  /// The `+N` token that counts the tokens not shown: where it starts and `N`.
  public struct More: Sendable, Equatable {
    public var column: Int
    /// How many input tokens are not shown.
    public var count: Int
    /// `+N`.
    public var text: String { "+\(count)" }

    public init(column: Int, count: Int) {
      self.column = column
      self.count = count
    }
  }

  public var items: [Item]
  /// The `+N` token after the last shown one, or `nil` when every token is shown (or when
  /// there is no room for it after the first token).
  public var more: More?
  /// The total width used, in cells.
  public var width: Int
  /// The column of the `…` that says some shown token's value was left out (``LegendFit``),
  /// or `nil` when every shown token with a value shows it.
  public var valuesMark: Int?
  /// Whether the values shown are their short forms (``LegendToken/shortInfo``).
  public var abbreviated: Bool

  public init(
    items: [Item], more: More?, width: Int, valuesMark: Int? = nil, abbreviated: Bool = false
  ) {
    self.items = items
    self.more = more
    self.width = width
    self.valuesMark = valuesMark
    self.abbreviated = abbreviated
  }
}
