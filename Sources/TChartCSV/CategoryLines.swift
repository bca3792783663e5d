/// Whether a stream's first lines are a list of categories (a text x and no time: `du -s *`'s
/// `4⇥src`, or `state,population` over `Ohio,11.8`), which the explorer reads whole, as a file,
/// rather than row by row as they arrive.
package enum CategoryLines {
  /// `true` when `bytes` start with names beside numbers (``HeaderlessTable``), or with a
  /// header of names over a line whose first field is text, none a date or time, and one a
  /// number; `nil` while the line below a first line that could start them is not complete
  /// and `bytes` are not `whole`; `false` otherwise.
  package static func start(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool) -> Bool? {
    if HeaderlessTable.namedRows(bytes, whole: whole) != nil { return true }
    let lines = HeaderlessTable.firstLines(bytes, whole: whole, count: 2)
    guard let first = lines.first, let delimiter = HeaderlessTable.delimiter(first) else {
      return whole || !lines.isEmpty ? false : nil
    }
    let header = HeaderlessTable.fields(first, delimiter).map(HeaderlessTable.kind)
    let names = header.allSatisfy { $0 == .text }
    let mixed = header.contains(.text) && header.contains(.number) && !header.contains(.time)
    guard lines.count == 2 else { return !whole && (names || mixed) ? nil : false }
    let row = HeaderlessTable.fields(lines[1], delimiter).map(HeaderlessTable.kind)
    return names && row.count == header.count && row.first == .text && !row.contains(.time)
      && row.contains(.number)
  }
}
