import CNcurses
import TChartCells

#if canImport(Glibc)
  import Glibc
#endif

/// Writes runs of buffer cells into an ncurses window as `cchar_t`s with `mvwadd_wchnstr`.
final class CellPainter {
  private let window: UnsafeMutablePointer<WINDOW>
  var colors = ColorPairTable(limit: 0, colors: 0)
  private var row: [cchar_t] = []
  private let attributes:
    (
      bold: attr_t, dim: attr_t, reverse: attr_t, underline: attr_t,
      italic: attr_t
    ) = (
      tchart_a_bold(), tchart_a_dim(), tchart_a_reverse(), tchart_a_underline(), tchart_a_italic()
    )

  init(window: UnsafeMutablePointer<WINDOW>) { self.window = window }

  /// Writes the cells of `buffer` in `columns` of row `y`. Continuation cells are left to
  /// ncurses (it fills the right half of a wide character itself); a character whose width
  /// ncurses sees differently is replaced so the row never shifts.
  func paint(_ buffer: ScreenBuffer, row y: Int, columns: Range<Int>) {
    row.removeAll(keepingCapacity: true)
    var previousWide = false
    for x in columns {
      let cell = buffer[x, y]
      if cell.isContinuation {
        // The wide character before it covers this cell; otherwise (a run starting here or a
        // character ncurses draws narrow) a blank keeps the columns aligned.
        if !previousWide { row.append(encode(" ", style: cell.style)) }
        previousWide = false
        continue
      }
      let width = tchart_wcwidth(wchar_t(bitPattern: cell.scalar.value))
      let followedByContinuation = x + 1 < columns.upperBound && buffer[x + 1, y].isContinuation
      if width == 2 && followedByContinuation {
        row.append(encode(cell.scalar, style: cell.style))
        previousWide = true
      } else if width == 1 {
        row.append(encode(cell.scalar, style: cell.style))
        previousWide = false
      } else {
        row.append(encode(width == 2 ? "?" : " ", style: cell.style))
        previousWide = false
      }
    }
    _ = mvwadd_wchnstr(window, Int32(y), Int32(columns.lowerBound), row, Int32(row.count))
  }

  private func encode(_ scalar: Unicode.Scalar, style: Style) -> cchar_t {
    var attrs: attr_t = 0
    if style.attributes.contains(.bold) { attrs |= attributes.bold }
    if style.attributes.contains(.dim) { attrs |= attributes.dim }
    if style.attributes.contains(.reverse) { attrs |= attributes.reverse }
    if style.attributes.contains(.underline) { attrs |= attributes.underline }
    if style.attributes.contains(.italic) { attrs |= attributes.italic }
    var pair = colors.pair(foreground: style.foreground, background: style.background) {
      init_extended_pair($0, $1, $2) == OK
    }
    var cell = cchar_t()
    var text: [wchar_t] = [wchar_t(bitPattern: scalar.value), 0]
    _ = setcchar(&cell, &text, attrs, 0, &pair)
    return cell
  }
}
