/// Where a CSV row loop is: the next byte to read, its 1-based line, and the x of the row
/// before (the order check compares each x with it).
package struct CSVCursor {
  package var p: UnsafePointer<UInt8>
  package var line: Int
  var previousX = -Double.infinity
}

/// Why a call of ``CSVTable/readRows(into:capacity:from:until:endIsFinal:)`` returned.
package enum CSVRowsStop: Equatable {
  /// Every row starting before the limit was read.
  case reachedLimit
  /// The column buffers are full; the cursor is at the row that did not fit.
  case full
  /// The bytes end inside a row (a stream still arriving); the cursor is at that row's start
  /// (or at a final CR whose LF may follow).
  case needsMoreInput
}
