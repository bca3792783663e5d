/// Fits legend tokens into a line of a given width, measured in display cells.
///
/// Tokens are separated by two spaces and keep their order: a hidden line's token (its name,
/// dimmed, no value) stays in its place, so hiding or showing a line never moves the others and
/// a second click where it was shows it again. When tokens are left out, a `+N` token (two
/// spaces, then `+` and how many are not shown) follows the last one shown: always the tail.
/// When a shown token's value is left out, a `…` mark (two spaces, then `…`) follows the last
/// token (before `+N`), so the reader knows values are missing (the tooltip and the line
/// picker show them). Each cut is made only while the line is still too wide, in this order:
/// 1. everything fits: every token, every visible line's with its value (info label);
/// 2. every value in its short form (`12,345,678` → `12.3M`; ``LegendToken/shortInfo``);
/// 3. if every token fits once info labels are dropped from the last token back to the second
///    (the first token shown keeps its label: it is never shortened), they are dropped so, as
///    few as needed (every line stays clickable), and the `…` mark is shown;
/// 4. otherwise whole tokens are dropped from the last, every token kept showing its value;
///    then the first token dropped comes back without its value (and the mark) if it fits so;
/// 5. the first token always stays whole; if it fits but `+N` or the mark does not, they are
///    left out. Only when the first token alone is wider than the whole line does the physical
///    width beat "never shortened": its info label goes first (a number cut short would read
///    as another number: `1,234` must never show as `1,23`), then, if the rest still does not
///    fit, it is cut and ends in `…` (by display cells; a double-width character that would
///    straddle the edge is left out). Below 3 cells only the key (or the first cells) is left.
public enum LegendFit {
  public static let separator = "  "
  public static let ellipsis = "…"
  /// The mark after the tokens when some shown token's value was left out.
  public static let valuesMark = "…"

  /// Fits `tokens` into `width` cells; `cellWidth` is the display width of one scalar (pass
  /// `DisplayWidth.of` from TChartCells; the model does not own the terminal's width table).
  public static func fit(
    _ tokens: [LegendToken], width: Int, cellWidth: (Unicode.Scalar) -> Int
  ) -> LegendLayout {
    let width = max(0, width)
    func cells(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + cellWidth($1) } }
    guard !tokens.isEmpty, width > 0 else {
      return LegendLayout(items: [], more: nil, width: 0)
    }
    let bare = tokens.map { cells($0.text(withInfo: false)) }
    var plan = LegendPlan(full: tokens.map { cells($0.text(withInfo: true)) }, bare: bare)
    // Step 2: the values' short forms.
    var short = false
    if plan.width > width, tokens.contains(where: { $0.shortInfo != nil }) {
      plan = LegendPlan(
        full: tokens.map { cells($0.text(withInfo: true, short: true)) }, bare: bare)
      short = true
    }
    if plan.width > width {
      // Step 3: info labels from the last token back to the second, if that is enough.
      var labelsDropped = plan
      for position in stride(from: labelsDropped.shown.count - 1, through: 1, by: -1)
      where labelsDropped.width > width {
        labelsDropped.dropInfo(at: position)
      }
      if labelsDropped.width <= width {
        plan = labelsDropped
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
    return layout(
      of: plan, tokens: tokens, short: short, width: width, cells: cells, cellWidth: cellWidth)
  }

  /// Step 5 and the columns: the first token cut only when wider than the line, `+N` placed.
  private static func layout(
    of plan: LegendPlan, tokens: [LegendToken], short: Bool, width: Int,
    cells: (String) -> Int, cellWidth: (Unicode.Scalar) -> Int
  ) -> LegendLayout {
    var items: [LegendLayout.Item] = []
    var column = 0
    for (position, index) in plan.shown.enumerated() {
      if position > 0 { column += separator.count }
      var showsInfo = plan.showsInfo[position] && tokens[index].hasInfo
      var text = tokens[index].text(withInfo: showsInfo, short: short)
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
    // The mark and `+N` after the tokens; when both do not fit, `+N` (it opens the picker).
    let leftOut = items.contains { !$0.showsInfo && tokens[$0.index].hasInfo }
    let dropped = tokens.count - plan.shown.count
    var mark: Int?
    var more: LegendLayout.More?
    for (withMark, withMore) in [(leftOut, dropped > 0), (false, dropped > 0), (leftOut, false)] {
      var end = column
      let markColumn = withMark ? end + separator.count : nil
      if let markColumn { end = markColumn + cells(valuesMark) }
      let count = withMore ? LegendLayout.More(column: end + separator.count, count: dropped) : nil
      if let count { end = count.column + cells(count.text) }
      if end <= width {
        (mark, more, column) = (markColumn, count, end)
        break
      }
    }
    return LegendLayout(
      items: items, more: more, width: column, valuesMark: mark, abbreviated: short)
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

/// The tokens chosen so far and their width, `+N` and the values' mark included: what
/// ``LegendFit`` cuts down.
struct LegendPlan {
  /// Per input token: its width with and without its info label.
  let full: [Int]
  let bare: [Int]
  /// The input indices shown, in order.
  private(set) var shown: [Int]
  /// Per shown token: whether its info label is shown.
  private(set) var showsInfo: [Bool]
  private var tokenCells: Int
  /// How many shown tokens have an info label that is not shown.
  private var labelsLeftOut = 0

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
    let mark = labelsLeftOut > 0 ? LegendFit.separator.count + 1 : 0
    return tokenCells + gaps + more + mark
  }

  /// Whether input token `index` has an info label.
  private func hasInfo(_ index: Int) -> Bool { full[index] != bare[index] }

  mutating func remove(at position: Int) {
    let index = shown[position]
    tokenCells -= showsInfo[position] ? full[index] : bare[index]
    if !showsInfo[position] && hasInfo(index) { labelsLeftOut -= 1 }
    shown.remove(at: position)
    showsInfo.remove(at: position)
  }

  mutating func dropInfo(at position: Int) {
    guard showsInfo[position] else { return }
    let index = shown[position]
    tokenCells -= full[index] - bare[index]
    if hasInfo(index) { labelsLeftOut += 1 }
    showsInfo[position] = false
  }

  mutating func append(_ index: Int, withInfo: Bool) {
    shown.append(index)
    showsInfo.append(withInfo)
    tokenCells += withInfo ? full[index] : bare[index]
    if !withInfo && hasInfo(index) { labelsLeftOut += 1 }
  }
}
