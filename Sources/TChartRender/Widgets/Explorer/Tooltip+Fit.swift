import TChartCells

/// How the tooltip fits an area: how many rows, which date form, how wide, where.
extension Tooltip {
  /// What the box shows in an area.
  public struct Fit: Sendable, Equatable {
    /// The box (``Rect/zero`` when the area is too small for any box).
    public var frame: Rect
    /// The date form shown.
    public var title: String
    /// The line rows shown, in order.
    public var rows: [Row]
    /// How many line rows did not fit (`+N more`; 0 when all did).
    public var more: Int
    /// The total row, last.
    public var total: Row?
    /// Whether the count of the rows that did not fit is on the title row (`Jan 1954   +1`),
    /// for a box with room for only one line row: a value row goes before a `+N more` row.
    public var moreOnTitle = false
    /// The detail row shown last (``Tooltip/detail``, cut to the box), when there is room.
    public var detail: String?
  }

  /// The widest an area's box may be inside its borders: about a third of the area.
  static func widthCap(_ area: Rect) -> Int { area.width / 3 }

  /// The tallest an area's box may be, borders included: half the area (at least the three
  /// rows of a date-only box).
  static func heightCap(_ area: Rect) -> Int { min(area.height, max(3, area.height / 2)) }

  /// Whether the box reads in `area`: at least 40 columns (below that it would cover the
  /// graph; the status line takes the tooltip instead) and, in half the height, room for two
  /// line rows (or one and `+N more`, or all of them) besides the total.
  public func fitsAsBox(in area: Rect) -> Bool {
    let needed = min(rows.count, 2) + (total == nil ? 0 : 1)
    return area.width >= 40 && Self.heightCap(area) - 3 >= needed
  }

  /// The box's rectangle inside `area` (empty when the area is too small for any box).
  public func frame(in area: Rect) -> Rect { fit(in: area).frame }

  /// The box in `area`: its rows (the last ones giving way to `+N more`, the total kept; at
  /// least one line row whenever the area is four rows high: then the count goes on the title
  /// row), its date form, its size and its place beside the cursor.
  public func fit(in area: Rect) -> Fit {
    // A box drawn where it does not fit as one (`tchart render` has no status line to take
    // it) still shows one value row when the area has room for it.
    let allSlots = max(Self.heightCap(area) - 3, min(1, area.height - 3))
    // A detail keeps a row of its own when the rows would fill the box and it has four.
    let hasDetail = !(self.detail ?? "").isEmpty
    let slots = hasDetail && allSlots >= 4 ? allSlots - 1 : allSlots
    var shown = rows
    var total = self.total
    var more = 0
    if rows.count + (total == nil ? 0 : 1) > slots {
      if total != nil && slots < 2 { total = nil }
      let least = slots >= 1 ? 1 : 0
      shown = Array(rows.prefix(max(least, slots - 1 - (total == nil ? 0 : 1))))
      more = rows.count - shown.count
      if slots < 1 { more = 0 }
    }
    let entries = shown + (total.map { [$0] } ?? [])
    let moreOnTitle = more > 0 && entries.count >= slots
    let nameWidth = entries.map { DisplayWidth.of($0.name) }.max() ?? 0
    let valueWidth = entries.map { DisplayWidth.of($0.value) }.max() ?? 0
    let rowWidth = entries.isEmpty ? 0 : 2 + nameWidth + 2 + valueWidth
    let leastRow = entries.isEmpty ? 0 : 2 + min(nameWidth, 2) + 1 + valueWidth
    let moreWidth = more > 0 && !moreOnTitle ? DisplayWidth.of("+\(more) more") : 0
    let leastMore = more > 0 && !moreOnTitle ? DisplayWidth.of("+\(more)") : 0
    // On the title row the count takes two cells of gap and `+N`.
    let titleExtra = moreOnTitle ? 2 + DisplayWidth.of("+\(more)") : 0
    // The detail takes a row of its own when the height has one left over.
    let detail =
      self.detail.flatMap { $0.isEmpty ? nil : $0 }
      .flatMap { entries.count + (more > 0 && !moreOnTitle ? 1 : 0) < allSlots ? $0 : nil }
    let detailWidth = detail.map { DisplayWidth.of($0) } ?? 0
    let titleWidths = titles.map { DisplayWidth.of($0) + titleExtra }
    let narrowest = max(titleWidths.min() ?? 0, leastRow, leastMore)
    let cap = max(Self.widthCap(area), narrowest)
    // The longest date that fits the cap, then no wider than the date and the rows need.
    var title = titleForm(
      fitting: min(cap, max(titleWidths.first ?? 0, rowWidth, moreWidth, detailWidth))
        - titleExtra)
    let inner = min(
      cap, max(DisplayWidth.of(title) + titleExtra, rowWidth, moreWidth, detailWidth))
    var width = min(area.width, inner + 4)
    let height = min(
      area.height,
      3 + entries.count + (more > 0 && !moreOnTitle ? 1 : 0) + (detail == nil ? 0 : 1))
    guard width >= 5, height >= 3 else {
      return Fit(frame: .zero, title: title, rows: [], more: 0, total: nil)
    }
    // Beside the cursor: right of it, else left; when it fits on neither side it narrows
    // (names are cut, the date shortened, never the values) to the roomier side rather than
    // cover the cursor, and only when even that is too narrow is it clamped over the cursor.
    let rightRoom = area.maxX - (anchor + Self.gap)
    let leftRoom = anchor - Self.gap + 1 - area.x
    var onRight = width <= rightRoom || (width > leftRoom && rightRoom >= leftRoom)
    if width > max(rightRoom, leftRoom), max(rightRoom, leftRoom) >= min(width, narrowest + 4) {
      width = max(rightRoom, leftRoom)
      onRight = rightRoom >= leftRoom
      title = titleForm(fitting: width - 4 - titleExtra)
    }
    var x = onRight ? anchor + Self.gap : anchor - Self.gap - width + 1
    x = min(max(x, area.x), area.maxX - width)
    func covered(_ y: Int) -> Int { avoidRows.filter { $0 >= y && $0 < y + height }.count }
    let bottom = area.maxY - height
    let y = covered(bottom) < covered(area.y) ? bottom : area.y
    return Fit(
      frame: Rect(x: x, y: y, width: width, height: height), title: title, rows: shown,
      more: more, total: total, moreOnTitle: moreOnTitle, detail: detail)
  }

  /// The longest of ``titles`` that fits in `width` cells, else the shortest.
  func titleForm(fitting width: Int) -> String {
    titles.first { DisplayWidth.of($0) <= width } ?? titles.last ?? ""
  }
}
