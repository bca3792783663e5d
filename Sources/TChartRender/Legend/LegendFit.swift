/// Fits legend tokens into a line of a given width, measured in display cells.
///
/// Tokens are separated by two spaces. When tokens are left out, a `+N` token (two spaces, then
/// `+` and how many are not shown) follows the last one shown. Each cut is made only while the
/// line is still too wide, in this order:
/// 1. everything fits: every token, every visible line's with its value (info label);
/// 2. hidden lines' tokens are dropped, from the last back (they have no value to show; the
///    `+N` counts them and the line picker lists them), never the only token left. So a visible
///    line never loses its value while an earlier hidden line keeps room;
/// 3. if the remaining tokens all fit once info labels are dropped from the last token back to
///    the second (the first token shown keeps its label: it is never shortened), they are
///    dropped so, as few as needed (every line stays clickable);
/// 4. otherwise whole tokens are dropped from the last, every token kept showing its value;
///    then the first token dropped comes back without its value if it fits so (info labels are
///    still dropped from the last token first);
/// 5. the first token always stays whole; if it fits but `+N` does not, `+N` is left out. Only
///    when the first token alone is wider than the whole line does the physical width beat
///    "never shortened": its info label goes first (a number cut short would read as another
///    number: `1,234` must never show as `1,23`), then, if the rest still does not fit, it is
///    cut and ends in `…` (by display cells; a double-width character that would straddle the
///    edge is left out). Below 3 cells only the key (or the first cells) is left.
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
    guard !tokens.isEmpty, width > 0 else {
      return LegendLayout(items: [], more: nil, width: 0)
    }
    var plan = LegendPlan(
      full: tokens.map { cells($0.text(withInfo: true)) },
      bare: tokens.map { cells($0.text(withInfo: false)) })
    // Step 2: hidden lines' tokens, from the last back.
    while plan.width > width, plan.shown.count > 1,
      let last = plan.shown.lastIndex(where: { tokens[$0].hidden })
    {
      plan.remove(at: last)
    }
    if plan.width > width {
      // Step 3: info labels from the last token back to the second, if that is enough.
      var bare = plan
      for position in stride(from: bare.shown.count - 1, through: 1, by: -1)
      where bare.width > width {
        bare.dropInfo(at: position)
      }
      if bare.width <= width {
        plan = bare
      } else {
        // Step 4: whole tokens from the last, then the first dropped one back without info.
        let candidates = plan.shown
        while plan.width > width, plan.shown.count > 1 { plan.remove(at: plan.shown.count - 1) }
        if plan.width <= width, plan.shown.count < candidates.count {
          var more = plan
          more.append(candidates[plan.shown.count], withInfo: false)
          if more.width <= width { plan = more }
        }
      }
    }
    return layout(of: plan, tokens: tokens, width: width, cells: cells, cellWidth: cellWidth)
  }

  /// Step 5 and the columns: the first token cut only when wider than the line, `+N` placed.
  private static func layout(
    of plan: LegendPlan, tokens: [LegendToken], width: Int, cells: (String) -> Int,
    cellWidth: (Unicode.Scalar) -> Int
  ) -> LegendLayout {
    var items: [LegendLayout.Item] = []
    var column = 0
    for (position, index) in plan.shown.enumerated() {
      if position > 0 { column += separator.count }
      var showsInfo = plan.showsInfo[position] && tokens[index].hasInfo
      var text = tokens[index].text(withInfo: showsInfo)
      if position == 0, cells(text) > width {
        showsInfo = false
        text = tokens[index].text(withInfo: false)
        if cells(text) > width {
          let key = tokens[index].key.isEmpty ? text : tokens[index].key
          text =
            width < 3
            ? prefix(key, fitting: width, cellWidth: cellWidth)
            : prefix(text, fitting: width - 1, cellWidth: cellWidth) + ellipsis
        }
      }
      items.append(
        LegendLayout.Item(index: index, text: text, showsInfo: showsInfo, column: column))
      column += cells(text)
    }
    var more: LegendLayout.More?
    let dropped = tokens.count - plan.shown.count
    if dropped > 0 {
      let candidate = LegendLayout.More(column: column + separator.count, count: dropped)
      if candidate.column + cells(candidate.text) <= width {
        more = candidate
        column = candidate.column + cells(candidate.text)
      }
    }
    return LegendLayout(items: items, more: more, width: column)
  }

  /// The longest prefix of `text` at most `limit` cells wide.
  static func prefix(_ text: String, fitting limit: Int, cellWidth: (Unicode.Scalar) -> Int)
    -> String
  {
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
}

/// The tokens chosen so far and their width, `+N` included: what ``LegendFit`` cuts down.
struct LegendPlan {
  /// Per input token: its width with and without its info label.
  let full: [Int]
  let bare: [Int]
  /// The input indices shown, in order.
  private(set) var shown: [Int]
  /// Per shown token: whether its info label is shown.
  private(set) var showsInfo: [Bool]
  private var tokenCells: Int

  init(full: [Int], bare: [Int]) {
    self.full = full
    self.bare = bare
    shown = Array(full.indices)
    showsInfo = Array(repeating: true, count: full.count)
    tokenCells = full.reduce(0, +)
  }

  /// The line's width: the tokens, their gaps and `+N` when some are left out.
  var width: Int {
    let gaps = LegendFit.separator.count * max(0, shown.count - 1)
    let dropped = full.count - shown.count
    let more = dropped > 0 ? LegendFit.separator.count + 1 + String(dropped).count : 0
    return tokenCells + gaps + more
  }

  mutating func remove(at position: Int) {
    tokenCells -= showsInfo[position] ? full[shown[position]] : bare[shown[position]]
    shown.remove(at: position)
    showsInfo.remove(at: position)
  }

  mutating func dropInfo(at position: Int) {
    guard showsInfo[position] else { return }
    tokenCells -= full[shown[position]] - bare[shown[position]]
    showsInfo[position] = false
  }

  mutating func append(_ index: Int, withInfo: Bool) {
    shown.append(index)
    showsInfo.append(withInfo)
    tokenCells += withInfo ? full[index] : bare[index]
  }
}
