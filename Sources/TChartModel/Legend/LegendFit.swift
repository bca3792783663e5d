/// One legend token before fitting: `1 Joined 1,234` is key `1`, name `Joined`, info `1,234`.
public struct LegendToken: Sendable, Equatable {
  /// The key that toggles the line (`1`...`9`), shown first.
  public var key: String
  public var name: String
  /// The value info label, if any (dropped first when the line is too narrow).
  public var info: String?

  public init(key: String, name: String, info: String? = nil) {
    self.key = key
    self.name = name
    self.info = info
  }

  /// The token's text with or without its info label.
  public func text(withInfo: Bool) -> String {
    if withInfo, let info, !info.isEmpty { return "\(key) \(name) \(info)" }
    return "\(key) \(name)"
  }
}

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

  public var items: [Item]
  /// The column of the `…` that marks dropped tokens, or `nil` when none were dropped.
  public var ellipsisColumn: Int?
  /// The total width used, in cells.
  public var width: Int

  public init(items: [Item], ellipsisColumn: Int?, width: Int) {
    self.items = items
    self.ellipsisColumn = ellipsisColumn
    self.width = width
  }
}

/// Fits legend tokens into a line of a given width, measured in display cells.
///
/// Tokens are separated by two spaces. In one greedy pass:
/// 1. everything fits: every token with its info label;
/// 2. otherwise info labels are dropped starting from the last token (the first token keeps
///    its label: it is never shortened) until the line fits;
/// 3. otherwise whole tokens are dropped from the last and ` …` (one space, then the
///    ellipsis) follows the last token kept;
/// 4. the first token always stays whole; if it fits but the ellipsis does not, the ellipsis
///    is left out. Only when the first token alone is wider than the whole line does the
///    physical width beat "never shortened": its info label goes first (a number cut short
///    would read as another number: `1,234` must never show as `1,23`), then, if the key and
///    name still do not fit, the name is cut and ends in `…` (by display cells; a double-width
///    character that would straddle the edge is left out). Below 3 cells only the key is left.
public enum LegendFit {
  public static let separator = "  "
  public static let ellipsis = "…"

  /// Fits `tokens` into `width` cells; `cellWidth` is the display width of one scalar (pass
  /// `DisplayWidth.of` from TChartRender; the model does not own the terminal's width table).
  public static func fit(
    _ tokens: [LegendToken], width: Int, cellWidth: (Unicode.Scalar) -> Int
  ) -> LegendLayout {
    let width = max(0, width)
    func cells(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + cellWidth($1) } }
    func prefix(_ text: String, fitting limit: Int) -> String {
      var used = 0
      var result = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        let w = cellWidth(scalar)
        if used + w > limit { break }
        used += w
        result.append(scalar)
      }
      return String(result)
    }
    guard !tokens.isEmpty, width > 0 else {
      return LegendLayout(items: [], ellipsisColumn: nil, width: 0)
    }
    let full = tokens.map { cells($0.text(withInfo: true)) }
    let bare = tokens.map { cells($0.text(withInfo: false)) }
    let gap = separator.count
    var showsInfo = Array(repeating: true, count: tokens.count)
    var total = full.reduce(0, +) + gap * (tokens.count - 1)
    // Step 2: drop info labels from the last token back to the second.
    var index = tokens.count - 1
    while total > width && index >= 1 {
      total -= full[index] - bare[index]
      showsInfo[index] = false
      index -= 1
    }
    // Step 3: drop whole tokens from the last, reserving room for " …".
    var kept = tokens.count
    if total > width {
      while kept > 1 && total + 2 > width {
        kept -= 1
        total -= bare[kept] + gap
      }
    }
    let dropped = kept < tokens.count
    var items: [LegendLayout.Item] = []
    var column = 0
    if full[0] > width { showsInfo[0] = false }
    for i in 0..<kept {
      if i > 0 { column += gap }
      var text = tokens[i].text(withInfo: showsInfo[i])
      if i == 0 && bare[0] > width {
        text =
          width < 3
          ? prefix(tokens[0].key, fitting: width)
          : prefix(text, fitting: width - 1) + ellipsis
      }
      items.append(LegendLayout.Item(index: i, text: text, showsInfo: showsInfo[i], column: column))
      column += cells(text)
    }
    var ellipsisColumn: Int?
    if dropped && column + 2 <= width {
      ellipsisColumn = column + 1
      column += 2
    }
    return LegendLayout(items: items, ellipsisColumn: ellipsisColumn, width: column)
  }
}
