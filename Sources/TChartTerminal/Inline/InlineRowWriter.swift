import TChartCells

/// The ANSI text of one row of cells for the inline picker: ``ANSISerializer``'s SGR codes,
/// emitted only when the style changes, every cell kept (trailing blanks overwrite what was
/// there), continuation cells skipped, ending with a reset.
public enum InlineRowWriter {
  /// The escape sequences and characters that draw `columns` of row `y` of `buffer` (the whole
  /// row when omitted) from the cursor.
  public static func ansi(_ buffer: ScreenBuffer, row y: Int, columns: Range<Int>? = nil)
    -> String
  {
    var output = ""
    var current = Style.plain
    let columns = (columns ?? 0..<buffer.size.width).clamped(to: 0..<buffer.size.width)
    for x in columns {
      let cell = buffer[x, y]
      if cell.isContinuation { continue }
      if cell.style != current {
        output += ANSISerializer.sgr(cell.style)
        current = cell.style
      }
      output.unicodeScalars.append(cell.scalar)
    }
    if current != .plain { output += "\u{1B}[0m" }
    return output
  }
}
