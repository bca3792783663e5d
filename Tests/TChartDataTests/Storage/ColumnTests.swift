import TChartTesting
import Testing

@testable import TChartData

#if canImport(Glibc)
  import Glibc
#endif

/// ``Column``: an adopted array is not copied, a mapped column reads the file's values, and
/// every mutation of a mapped column ends as the same mutation of an array.
@Suite("Column")
struct ColumnTests {
  /// `values` written to a file and mapped back as a column.
  static func mapped(_ values: [Double], name: String) throws -> Column<Double> {
    let path = ArchiveRoundTrip.temporaryPath(name)
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(descriptor >= 0)
    values.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let file = try MappedFile(path: path)
    let buffer = try #require(file.buffer(of: Double.self, at: 0, count: values.count))
    return Column(mapping: file, buffer: buffer)
  }

  @Test("an adopted array keeps its storage; literals and arrays compare equal")
  func adoptsWithoutCopy() {
    let array = (0..<1_000).map(Double.init)
    let column = Column(array)
    let same = column.withUnsafeBufferPointer { a in
      array.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    #expect(same)
    #expect(!column.isMapped)
    #expect(column == Column(array))
    #expect(Column<Double>([1, 2]) == [1, 2])
    #expect(Column<Double>([1, 2]) != [1, 3])
    #expect(column.array == array)
    #expect("\(Column<Int>([1, 2]))" == "[1, 2]")
  }

  @Test("a mapped column reads the file's values and compares equal to the array")
  func mappedReads() throws {
    let values = (0..<5_000).map { Double($0) * 0.5 }
    let column = try Self.mapped(values, name: "reads")
    #expect(column.isMapped)
    #expect(column.count == values.count)
    #expect(column == Column(values))
    #expect(column[4_999] == 2_499.5)
    #expect(Array(column[10..<13]) == [5, 5.5, 6])
    #expect(column.reduce(0, +) == values.reduce(0, +))
  }

  @Test("each mutation of a mapped column equals the same mutation of the array")
  func mutationsCopyOnWrite() throws {
    let values = (0..<3_000).map { Double($0 % 97) }
    typealias Change = (inout Column<Double>) -> Void
    typealias ArrayChange = (inout [Double]) -> Void
    let changes: [(String, Change, ArrayChange)] = [
      ("append", { $0.append(7) }, { $0.append(7) }),
      (
        "append contents", { $0.append(contentsOf: [1, 2, 3]) },
        { $0.append(contentsOf: [1, 2, 3]) }
      ),
      ("set", { $0[5] = -1 }, { $0[5] = -1 }),
      ("remove first", { $0.removeFirst(1_000) }, { $0.removeFirst(1_000) }),
      ("remove last", { $0.removeLast(10) }, { $0.removeLast(10) }),
      ("remove middle", { $0.removeSubrange(5..<50) }, { $0.removeSubrange(5..<50) }),
      ("insert", { $0.insert(9, at: 3) }, { $0.insert(9, at: 3) }),
      ("reserve", { $0.reserveCapacity(10_000) }, { $0.reserveCapacity(10_000) }),
      ("remove all", { $0.removeAll() }, { $0.removeAll() }),
      ("sort", { $0.sort() }, { $0.sort() }),
      (
        "trim then append",
        {
          $0.removeFirst(2_000); $0.append(contentsOf: [4, 5])
        },
        {
          $0.removeFirst(2_000); $0.append(contentsOf: [4, 5])
        }
      ),
    ]
    for (name, change, arrayChange) in changes {
      let original = try Self.mapped(values, name: "mutate")
      var column = original
      var array = values
      change(&column)
      arrayChange(&array)
      #expect(column == Column(array), "\(name)")
      #expect(original == Column(values), "\(name): the mapped original is unchanged")
      #expect(original.isMapped)
    }
  }

  @Test("dropping a prefix or suffix of a mapped column stays mapped (no copy)")
  func trimsWithoutCopy() throws {
    let values = (0..<2_000).map(Double.init)
    var column = try Self.mapped(values, name: "trim")
    column.removeFirst(500)
    column.removeLast(500)
    #expect(column.isMapped)
    #expect(column == Column(Array(values[500..<1_500])))
    column.append(1)
    #expect(!column.isMapped)
    #expect(column == Column(Array(values[500..<1_500]) + [1]))
  }

  @Test("a spilled column alone writes in place; a shared one copies, as an array's buffer")
  func spilledColumnsWriteInPlace() throws {
    let spill = try #require(ColumnSpill(folder: "/tmp"))
    var start: UnsafeMutablePointer<Double>?
    var column = try { () throws -> Column<Double> in
      let region = try #require(spill.region(of: Double.self, count: 1_000))
      for index in 0..<1_000 { region.start[index] = Double(index) }
      start = region.start
      return region.column(count: 1_000)
    }()
    let mapping = try #require(start)
    column[3] = -3
    column.withUnsafeMutableBufferPointer { $0[4] = -4 }
    #expect(column.isMapped)
    #expect(mapping[3] == -3 && mapping[4] == -4)
    let copy = column
    column[5] = -5
    #expect(!column.isMapped && copy.isMapped)
    #expect(copy[5] == 5 && column[5] == -5 && mapping[5] == 5)
    var values = (0..<1_000).map(Double.init)
    values[3] = -3
    values[4] = -4
    #expect(copy == values)
    #expect(spill.region(of: Double.self, count: 1 << 50) == nil, "no room: no region")
  }

  @Test("a spilled column appends into its region's room, then past it as an array")
  func spilledColumnsAppendInPlace() throws {
    let spill = try #require(ColumnSpill(folder: "/tmp"))
    let room = 4096 / MemoryLayout<Double>.stride  // one page
    var column = try #require(spill.region(of: Double.self, count: room)).column(count: 0)
    var expected: [Double] = []
    column.append(1)
    column.append(contentsOf: repeatElement(2, count: room - 2))
    column.reserveCapacity(room)
    expected += [1] + Array(repeating: 2, count: room - 2)
    #expect(column.isMapped && column == expected)
    // A sequence that does not say its length: one fits, two do not.
    column.append(contentsOf: sequence(first: 3.0) { $0 < 5 ? $0 + 1 : nil })
    expected += [3, 4, 5]
    #expect(!column.isMapped && column == expected)
  }
}
