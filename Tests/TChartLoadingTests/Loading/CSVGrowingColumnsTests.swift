import Testing

@testable import TChartCSV
@testable import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stream's growing columns become arrays holding exactly the values written, whether their
/// pages move under the arrays or are copied.
@Suite struct CSVGrowingColumnsTests {
  /// Writes `rows` rows (value = field × 10^7 + row) growing as a stream would.
  private func filled(fields: Int, rows: Int, step: Int) throws -> CSVGrowingColumns {
    let columns = CSVGrowingColumns(count: fields)
    var written = 0
    while written < rows {
      let next = min(rows, written + step)
      try columns.reserve(next, file: "f")
      for field in 0..<fields {
        for row in written..<next {
          columns.pointers[field][row] = Double(field * 10_000_000 + row)
        }
      }
      written = next
    }
    return columns
  }

  @Test(arguments: [0, 1, 511, 512, 513, 1023, 4096, 100_000, 1_000_003])
  func arraysHoldEveryValueWritten(rows: Int) throws {
    let columns = try filled(fields: 3, rows: rows, step: 777)
    let arrays = columns.arrays(rows: rows)
    #expect(arrays.count == 3)
    for (field, array) in arrays.enumerated() {
      #expect(array.count == rows)
      #expect(array.elementsEqual((0..<rows).lazy.map { Double(field * 10_000_000 + $0) }))
    }
  }

  @Test func bigColumnsStartAtTheArraysOffsetWithinAPage() throws {
    // So that their pages can move under the arrays' elements.
    let columns = try filled(fields: 2, rows: 10, step: 10)
    for field in 0..<2 {
      #expect(
        Int(bitPattern: columns.pointers[field]) % CSVGrowingColumns.pageSize
          == CSVGrowingColumns.arrayLead)
    }
    let big = [Double](repeating: 1, count: 1 << 23)
    big.withUnsafeBufferPointer { buffer in
      #expect(
        Int(bitPattern: buffer.baseAddress) % CSVGrowingColumns.pageSize
          == CSVGrowingColumns.arrayLead)
    }
  }

  /// Every split of head, whole pages and tail: targets at each offset within a page (moved
  /// when it matches the source's, copied when not), counts around page multiples.
  @Test func movedOrCopiedValuesAreTheSame() {
    let page = CSVGrowingColumns.pageSize
    let doubles = page / 8
    for count in [1, doubles - 1, doubles, 4 * doubles - 1, 4 * doubles, 9 * doubles + 3] {
      for targetShift in [0, 1, doubles / 2, doubles - 1] {
        for sourceShift in [0, targetShift] {
          let bytes = (count + 3 * doubles) * 8
          let source = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
          let target = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
          var moved: Range<Int>?
          defer {
            // Not the moved pages' old place: another thread may have mapped something there.
            let start = Int(bitPattern: source)
            let kept = moved.map { [start..<$0.lowerBound, $0.upperBound..<start + bytes] }
            for range in kept ?? [start..<start + bytes] where !range.isEmpty {
              munmap(UnsafeMutableRawPointer(bitPattern: range.lowerBound), range.count)
            }
            munmap(target, bytes)
          }
          let from = source.assumingMemoryBound(to: Double.self) + doubles + sourceShift
          let to = target.assumingMemoryBound(to: Double.self) + doubles + targetShift
          for index in 0..<count { from[index] = Double(index) + 0.5 }
          to[-1] = -7
          to[count] = -9
          moved = CSVGrowingColumns.move(from: from, to: to, count: count)
          // Pages move when the offsets match and there are whole pages to move.
          #expect((moved != nil) == (sourceShift == targetShift && count >= 4 * doubles))
          #expect((0..<count).allSatisfy { to[$0] == Double($0) + 0.5 }, "\(count) \(targetShift)")
          #expect(to[-1] == -7 && to[count] == -9)
        }
      }
    }
  }
}
