import Synchronization
import TChartCSV
import TChartData
import TChartStorage
import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct CacheWriteTests {
  private func prepared(_ fixture: CacheFixture, _ cache: ColumnCache) throws -> CacheKey {
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    return try #require(cache.key(path: fixture.data, options: .init()))
  }

  @Test func aReadOnlyFolderIsANoteAndNoEntry() throws {
    let fixture = CacheFixture()
    defer {
      FixtureImmutable.set(fixture.cacheFolder, false)
      fixture.remove()
    }
    let cache = fixture.cache()
    let key = try prepared(fixture, cache)
    try KeptFolder.make(fixture.cacheFolder)
    #expect(chmod(fixture.cacheFolder, 0o500) == 0)
    // Root writes into 0500 folders: make it immutable too.
    if geteuid() == 0 { FixtureImmutable.set(fixture.cacheFolder, true) }
    let probe = open(fixture.cacheFolder + "/probe", O_WRONLY | O_CREAT, 0o600)
    if probe >= 0 { close(probe) }
    try #require(probe < 0, "the folder must refuse files for this test")
    let notes = cache.store(sampleResult(), key: key, path: fixture.data)
    #expect(notes.count == 1)
    #expect(
      notes.first?.description.hasPrefix("tchart: cache: cannot write in \(fixture.cacheFolder): ")
        == true)
    #expect(notes.first?.description.hasSuffix("; \(fixture.data) not cached") == true)
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func aFolderThatCannotBeMadeIsANote() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("a file where the folder goes", to: fixture.root + "/cache")
    let cache = fixture.cache()
    let key = try prepared(fixture, cache)
    let notes = cache.store(sampleResult(), key: key, path: fixture.data).map(\.description)
    #expect(
      notes == [
        "tchart: cache: cannot create \(fixture.cacheFolder): Not a directory; \(fixture.data) not cached"
      ])
  }

  @Test func aFullFolderIsANoteAndLeavesNoFile() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try prepared(fixture, cache)
    // Big enough to pass the file size limit set in the child: 64 KiB (the header is 16 KiB).
    let big = sampleResult(count: 20_000)
    try KeptFolder.make(fixture.cacheFolder)
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    let child = fork()
    if child == 0 {
      // The child: a file size limit (SIGXFSZ ignored: writes fail with EFBIG) and one store.
      signal(SIGXFSZ, SIG_IGN)
      var limit = rlimit(rlim_cur: 64 << 10, rlim_max: 64 << 10)
      setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
      let notes = cache.store(big, key: key, path: fixture.data).map(\.description)
      let text = notes.joined(separator: "\n")
      _ = text.utf8CString.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count - 1) }
      _exit(0)
    }
    close(pipeEnds[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    // A child stuck (a lock held by another thread at fork) is killed, not waited for forever.
    var ready = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
    while poll(&ready, 1, 60_000) > 0 {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    kill(child, SIGKILL)
    close(pipeEnds[0])
    var status: Int32 = 0
    waitpid(child, &status, 0)
    let notes = String(decoding: output, as: UTF8.self)
    #expect(notes.hasPrefix("tchart: cache: cannot write "))
    #expect(notes.contains("File too large"))
    #expect(notes.hasSuffix("; \(fixture.data) not cached"))
    #expect(fixture.cacheFiles.isEmpty)
    // The parse's result is still whole: the next open misses and a write without the limit
    // succeeds.
    #expect(cache.store(big, key: key, path: fixture.data).isEmpty)
    #expect(fixture.cacheFiles == [key.entryName])
  }

  @Test func twoWritersAtOnceLeaveOneWholeEntry() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try prepared(fixture, cache)
    let results = [sampleResult(count: 30_000), sampleResult(count: 30_000)]
    let notes = Mutex<[[LoadNote]]>([])
    let writers = results.map { result in
      Thread {
        let written = cache.store(result, key: key, path: fixture.data)
        notes.withLock { $0.append(written) }
      }
    }
    writers.forEach { $0.join() }
    #expect(notes.withLock { $0 } == [[], []])
    #expect(fixture.cacheFiles == [key.entryName])
    guard case .hit(let read) = cache.open(path: fixture.data, options: .init()) else {
      Issue.record("no entry")
      return
    }
    #expect(columns(read.chartSets) == columns(results[0].chartSets))
  }

  @Test func aReaderNeverSeesHalfAnEntry() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try prepared(fixture, cache)
    let result = sampleResult(count: 20_000)
    let stop = Atomic<Bool>(false)
    let writer = Thread {
      for _ in 0..<20 { cache.store(result, key: key, path: fixture.data) }
      stop.store(true, ordering: .releasing)
    }
    var damaged: [LoadNote] = []
    while !stop.load(ordering: .acquiring) {
      switch cache.open(path: fixture.data, options: .init()) {
      case .hit(let read):
        if columns(read.chartSets) != columns(result.chartSets) { Issue.record("other data") }
      case .miss(_, let notes): damaged += notes
      }
    }
    writer.join()
    #expect(damaged == [])
    #expect(fixture.cacheFiles == [key.entryName])
  }

  @Test func aBackgroundWriteIsWaitedFor() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let loads = CachedLoads(cache: fixture.cache())
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    var parses = 0
    let first = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      parses += 1
      return sampleResult(file: fixture.data)
    }
    #expect(loads.finish().isEmpty)
    let second = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      parses += 1
      return sampleResult()
    }
    #expect(parses == 1)
    #expect(columns(second.chartSets) == columns(first.chartSets))
    #expect(second.notes == first.notes)
  }

  @Test func anAbandonedWriteLeavesNoFile() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let gate = Gate()
    let loads = CachedLoads(cache: fixture.cache(codec: TestCodec.waiting(on: gate)))
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    _ = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      sampleResult()
    }
    #expect(loads.finish(waitingAtMost: 0.05).isEmpty)
    gate.release()
    // The writer runs on, finds the write abandoned and removes its file.
    for _ in 0..<400 where !fixture.cacheFiles.isEmpty { usleep(5_000) }
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func withTheCacheOffEveryLoadParses() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let loads = CachedLoads(cache: nil)
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    var parses = 0
    for _ in 0..<2 {
      _ = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
        parses += 1
        return sampleResult()
      }
    }
    #expect(loads.finish().isEmpty)
    #expect(parses == 2)
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func aNoteOnAnIgnoredEntryComesWithTheParse() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let loads = CachedLoads(cache: cache)
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    _ = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      sampleResult()
    }
    _ = loads.finish()
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    #expect(truncate(cache.entryPath(key), 100) == 0)
    let again = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      sampleResult()
    }
    #expect(again.notes.count == 2)
    #expect(again.notes.first?.description.contains("(truncated) ignored") == true)
    #expect(again.notes.last == sampleResult().notes.first)
    _ = loads.finish()
    #expect(fixture.cacheFiles == [key.entryName])
  }
}

/// `chattr +i`/`-i`: a folder even root cannot write into.
enum FixtureImmutable {
  static func set(_ path: String, _ on: Bool) {
    for tool in ["/usr/bin/chattr", "/bin/chattr"] where access(tool, X_OK) == 0 {
      CacheFixture.run([tool, on ? "+i" : "-i", path])
      return
    }
  }
}

/// A thread running `body`, joined by ``join()``.
final class Thread: @unchecked Sendable {
  private var thread = pthread_t()
  private let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
    let context = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &thread, nil,
      { context in
        let thread = Unmanaged<Thread>.fromOpaque(context!).takeRetainedValue()
        thread.body()
        return nil
      }, context)
  }

  func join() { pthread_join(thread, nil) }
}
