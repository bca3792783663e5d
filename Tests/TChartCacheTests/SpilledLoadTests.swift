import TChartData
import TChartStorage
import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A load whose columns spill (``ColumnSpill``: big files) gives what a load in memory gives,
/// down to the archive the cache writes of it, whatever the table's shape; its columns are the
/// spill file's pages, and nothing of the file is left once they go.
@Suite struct SpilledLoadTests {
  /// Tables of every shape the loader reshapes after its row loop.
  static let shapes: [(name: String, text: String, options: LoadOptions)] = {
    var random = SeededRandom(seed: 42)
    func rows(_ count: Int, _ row: (Int, inout SeededRandom) -> String) -> String {
      (0..<count).map { row($0, &random) }.joined(separator: "\n") + "\n"
    }
    var long = LoadOptions()
    long.seriesColumn = "host"
    var filtered = LoadOptions()
    filtered.rowFilter = try? RowFilter(parsing: "a > 40")
    return [
      (
        "wide, x in order",
        "t,a,b\n"
          + rows(3000) { row, random in
            "\(1_700_000_000 + 60 * row),\(random.int(0...99)),\(random.int(0...999)).5"
          }, LoadOptions()
      ),
      (
        "x sorted after the load",
        "x,a,b\n"
          + rows(3000) { row, random in
            "\((row * 7919) % 3001),\(random.int(0...99)),\(row % 5 == 0 ? "" : "2.25")"
          }, LoadOptions()
      ),
      (
        "dates out of order",
        "date,a\n"
          + rows(800) { row, random in
            "2024-\(1 + (row * 5) % 12)-\(1 + row % 28),\(random.int(0...99))"
          }, LoadOptions()
      ),
      (
        "long, --series",
        "t,host,value\n"
          + rows(3000) { row, random in
            "\(1_700_000_000 + 60 * (row / 3)),h\(row % 3),\(random.int(0...500))"
          }, long
      ),
      (
        "long, guessed",
        "day,city,temp\n"
          + rows(900) { row, random in
            "2024-01-\(1 + (row / 3) % 28) 0\(row / 84 % 10):00,c\(row % 3),\(random.int(0...30))"
          }, LoadOptions()
      ),
      (
        "split time",
        "year,month,value\n"
          + rows(600) { row, random in "\(1950 + row / 12),\(1 + row % 12),\(random.int(0...9))" },
        LoadOptions()
      ),
      (
        "decimal years",
        "time,value\n"
          + rows(600) { row, random in "\(1949 + Double(row) / 12),\(random.int(0...9))" },
        LoadOptions()
      ),
      (
        "a row filter",
        "t,a,b\n"
          + rows(3000) { row, random in "\(row),\(random.int(0...99)),\(random.int(0...9))" },
        filtered
      ),
      (
        "x in milliseconds, changed in place",
        "ts,a\n"
          + rows(3000) { row, random in "\(1_700_000_000_000 + 1000 * row),\(random.int(0...9))" },
        LoadOptions()
      ),
      (
        "categories",
        "fruit,count\n"
          + rows(2000) { row, random in "f\(row % 17),\(random.int(0...9))" }, LoadOptions()
      ),
    ]
  }()

  /// A fresh folder for one test's spill files.
  private static func folder() -> String {
    var template = Array("/tmp/tchart-spill-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  /// The names in `folder`.
  private static func names(in folder: String) -> [String] { FolderNames.of(folder) }

  /// The chart set of `text`, or the error's text.
  private static func load(_ text: String, _ options: LoadOptions) -> Result<ChartSet, LoadError> {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var notes: [LoadNote] = []
      do throws(LoadError) {
        return .success(
          try CSVLoader.load(buffer, file: "s.csv", name: "s", options: options, notes: &notes))
      } catch {
        return .failure(error)
      }
    }
  }

  /// The archive's bytes of `sets`.
  private static func archive(_ sets: [ChartSet]) throws -> [UInt8] {
    var template = Array("/tmp/tchart-archive-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    defer { close(descriptor) }
    let length = try ChartSetArchive.write(sets, to: descriptor, at: 0)
    var bytes = [UInt8](repeating: 0, count: length)
    let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, length, 0) }
    #expect(read == length)
    return bytes
  }

  @Test(arguments: 0..<10, [false, true])
  func aSpilledLoadIsTheLoadInMemoryDownToItsArchive(shape: Int, parallel: Bool) throws {
    let (name, text, options) = Self.shapes[shape]
    var inMemory = options
    var spilled = options
    if parallel {
      for index in [0, 1] {
        var chunked = index == 0 ? inMemory : spilled
        chunked.chunking.workers = 2
        chunked.chunking.parallelFrom = 0
        chunked.chunking.prefixBytes = 300
        chunked.chunking.chunkBytes = 2000
        if index == 0 { inMemory = chunked } else { spilled = chunked }
      }
    }
    let folder = Self.folder()
    defer { rmdir(folder) }
    // Every column in a region of its own, however small: the pyramids are built in place.
    spilled.spill = ColumnSpill.Plan(folder: folder, fromBytes: 0)
    spilled.spill?.smallestRegion = 0
    let expected = try Self.load(text, inMemory).get()
    do {
      let found = try Self.load(text, spilled).get()
      #expect(found == expected, "\(name)")
      #expect(try Self.archive([found]) == Self.archive([expected]), "\(name)")
      if shape == 0 || shape == 8 {
        // x in order (or changed in place): the columns the chart set draws are the spill
        // file's.
        #expect(found.x.isMapped && found.lines.allSatisfy(\.values.isMapped))
        #expect(!expected.x.isMapped)
        for line in found.lines {
          #expect(line.pyramid.levels.allSatisfy { $0.bounds.isMapped && $0.gapBits.isMapped })
          #expect(line.pyramid.sums.high.isMapped && line.pyramid.sums.gaps.isMapped)
        }
      }
    }
    #expect(Self.names(in: folder).isEmpty, "the spill file has no name")
  }

  @Test(arguments: [LineTransform.rate, .cumsum, .ratio, .movingAverage(.samples(5))])
  func derivedLinesOfASpilledLoadAreTheLoadInMemorys(transform: LineTransform) throws {
    let folder = Self.folder()
    defer { rmdir(folder) }
    var options = LoadOptions()
    let expected = try Self.load(Self.shapes[0].text, options).get()
    options.spill = ColumnSpill.Plan(folder: folder, fromBytes: 0)
    var found = try Self.load(Self.shapes[0].text, options).get()
    #expect(found.lines.allSatisfy { $0.values.isMapped })
    var inMemory = expected
    let inputs = transform.arity == 2 ? ["a", "b"] : ["b"]
    let spec = DerivedLineSpec(transform: transform, inputs: inputs)
    let color = RGBColor(red: 9, green: 9, blue: 9)
    let index = try found.addDerived(spec, color: color)
    #expect(try inMemory.addDerived(spec, color: color) == index)
    #expect(found == inMemory)
    #expect(found.lines[index] == inMemory.lines[index])  // a gap equals a gap
    #expect(found.lines[index].values.count == inMemory.count)
    // The spilled columns are the inputs, untouched.
    #expect(found.dataLineIndices.allSatisfy { found.lines[$0].values.isMapped })
  }

  @Test func rowsAppendedToASpilledLoadJoinItAsInMemory() throws {
    let folder = Self.folder()
    defer { rmdir(folder) }
    var options = LoadOptions()
    var inMemory = try Self.load(Self.shapes[0].text, options).get()
    options.spill = ColumnSpill.Plan(folder: folder, fromBytes: 0)
    options.spill?.smallestRegion = 0
    var spilled = try Self.load(Self.shapes[0].text, options).get()
    let last = inMemory.x[inMemory.count - 1]
    for step in 1...500 {
      let row = [Double(step % 7), step % 3 == 0 ? .nan : Double(step)]
      try inMemory.append(x: last + Double(60 * step), values: row)
      try spilled.append(x: last + Double(60 * step), values: row)
    }
    #expect(spilled == inMemory)
    #expect(try Self.archive([spilled]) == Self.archive([inMemory]))
  }

  @Test func aLoadUnderTheBoundStaysInMemory() throws {
    let folder = Self.folder()
    defer { rmdir(folder) }
    var options = LoadOptions()
    options.spill = ColumnSpill.Plan(folder: folder, fromBytes: 1 << 20)
    let set = try Self.load(Self.shapes[0].text, options).get()
    #expect(!set.x.isMapped && !set.lines[0].values.isMapped)
  }

  @Test func aFolderThatCannotHoldTheSpillLeavesTheLoadInMemory() throws {
    var options = LoadOptions()
    options.spill = ColumnSpill.Plan(folder: "/nonexistent/tchart", fromBytes: 0)
    let set = try Self.load(Self.shapes[0].text, options).get()
    #expect(set == (try Self.load(Self.shapes[0].text, LoadOptions()).get()))
    #expect(!set.x.isMapped)
  }

  @Test func errorsAreTheLoadInMemorysErrors() {
    let folder = Self.folder()
    defer { rmdir(folder) }
    var options = LoadOptions()
    options.spill = ColumnSpill.Plan(folder: folder, fromBytes: 0)
    for text in ["t,a\n1,2\n2,x\n", "t,a\n", "t,a\n1,2\n1,3\n"] {
      var strict = options
      strict.strict = true
      var plain = LoadOptions()
      plain.strict = true
      let found = Self.load(text, strict)
      let expected = Self.load(text, plain)
      #expect("\(found)" == "\(expected)")
      if case .failure(let error) = found { #expect(error.description.contains("s.csv")) }
    }
    #expect(Self.names(in: folder).isEmpty)
  }
}
