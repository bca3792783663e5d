import Synchronization
import TChartCSV
import TChartData
import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a stream on a thread of its own and hands its rows to the main thread in batches.
///
/// The thread reads (blocking: it does nothing else), parses with a ``StreamParser`` and posts
/// what each read gave to a ``StreamMailbox``; the main thread waits on ``wakeDescriptor``
/// beside the terminal and calls ``take()``. Reading never waits for the main thread, and the
/// main thread never waits for data.
///
/// The sources: a file descriptor read to its end (a pipe: `tchart -`), a FIFO opened and read
/// to its end, and a file followed like `tail -f` (`--follow`): read to its end, then its size is looked at
/// every ``followInterval`` seconds and what was appended is read; a file that shrinks
/// (truncated) or is replaced (another inode) is read again from its start.
public final class StreamReader: Sendable {
  /// Where the bytes come from.
  public enum Source: Sendable, Equatable {
    /// An open descriptor, read until its end (and then closed).
    case descriptor(Int32)
    /// A named pipe, opened by the reader thread (opening waits for a writer), then read until
    /// its end.
    case fifo(path: String)
    /// A file path followed like `tail -f`.
    case follow(path: String)
    /// A data file (or chart folder) loaded whole by ``ChartLoader``, in the background: the
    /// reader posts its progress, then the result.
    case file(path: String, options: LoadOptions)
    /// A command run at an interval (`--every`), one row per run (see ``CommandSampler``).
    case command(CommandSampling)
  }

  /// How often a followed file's size is looked at once its end was reached.
  public static let followInterval = 0.2

  /// How a ``Source/file(path:options:)`` is loaded: the path, the options, a progress
  /// callback (called on the reader's thread). By default ``ChartLoader``'s load; `tchart`
  /// passes one that goes through its column cache.
  public typealias FileLoader =
    @Sendable (String, LoadOptions, @escaping (LoadProgress) -> Void) throws(LoadError)
    -> LoadResult

  private let source: Source
  private let fileLoader: FileLoader?
  let name: String
  let options: StreamOptions
  let mailbox = StreamMailbox()
  /// The largest contest JSON document read whole from a stream.
  static let maximumDocument = 1 << 30
  /// Whether a row was handed over (read and written by the reader thread alone).
  private let delivered = Atomic<Bool>(false)
  /// Readable once ``stop()`` was called (a command source only).
  private let stopSignal: WakePipe?
  /// Set when the reader thread has returned.
  private let finished = Atomic<Bool>(false)

  /// Starts reading `source` (named `name` in messages) on a new thread; a file source is
  /// loaded by `fileLoader` when given.
  public init(
    source: Source, name: String, options: StreamOptions, fileLoader: FileLoader? = nil
  ) {
    self.source = source
    self.fileLoader = fileLoader
    self.name = name
    self.options = options
    if case .command = source { stopSignal = WakePipe() } else { stopSignal = nil }
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        let reader = Unmanaged<StreamReader>.fromOpaque(context!).takeRetainedValue()
        reader.run()
        reader.finished.store(true, ordering: .sequentiallyConsistent)
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<StreamReader>.fromOpaque(context).release()
      mailbox.post(.failed("\(name): cannot start a reader thread"))
    }
  }

  /// Readable while events wait: the main loop polls it.
  public var wakeDescriptor: Int32 { mailbox.wakeDescriptor }

  /// The events since the last call, oldest first.
  public func take() -> [StreamEvent] { mailbox.take() }

  /// For a ``Source/file(path:options:)`` load: its outcome if it ends within `seconds`, else
  /// `nil` (the progress reported meanwhile is dropped: the next report comes soon).
  public func outcome(within seconds: Double) -> Result<LoadResult, LoadError>? {
    let deadline = Self.wallClock() + seconds
    while true {
      for event in take() {
        switch event {
        case .loaded(let result): return .success(result)
        case .loadFailed(let error): return .failure(error)
        default: continue
        }
      }
      let left = Int32(((deadline - Self.wallClock()) * 1000).rounded(.up))
      guard left > 0 else { return nil }
      var ready = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, left)
    }
  }

  /// Stops a command source: its run in progress is stopped (SIGTERM to its process group, then
  /// SIGKILL) and no other starts; returns once the reader thread is done (at most ~2 s).
  public func stop() {
    guard let stopSignal else { return }
    stopSignal.signal()
    for _ in 0..<200 where !finished.load(ordering: .sequentiallyConsistent) { usleep(10_000) }
  }

  private func run() {
    switch source {
    case .command(let sampling):
      let sampler = CommandSampler(
        sampling: sampling, stop: stopSignal?.descriptor ?? -1,
        post: { [mailbox] in mailbox.post($0) })
      sampler.run()
    case .fifo(let path):
      let fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else {
        return mailbox.post(.failed("\(name): \(String(cString: strerror(errno)))"))
      }
      readRows(fd)
    case .descriptor(let fd):
      readRows(fd)
    case .follow(let path):
      follow(path)
    case .file(let path, let options):
      do {
        let progress: (LoadProgress) -> Void = { [mailbox] progress in
          mailbox.post(.progress(progress))
        }
        let result =
          if let fileLoader {
            try fileLoader(path, options, progress)
          } else {
            try ChartLoader.load(path: path, options: options, progress: progress)
          }
        mailbox.post(.loaded(result))
      } catch {
        mailbox.post(.loadFailed(error))
      }
    }
  }

  /// Reads `fd` to its end as rows (or a contest document), then closes it.
  private func readRows(_ fd: Int32) {
    var parser = StreamParser(options: options)
    parser.previousArrival = Self.wallClock()
    var input = Input.undecided
    var offset = 0
    let ended = readToEnd(fd, parser: &parser, input: &input, offset: &offset)
    close(fd)
    if case .document(let document) = input {
      if ended { load(document) }
      return
    }
    if ended, case .pending(let held) = input, Self.startsCategories(held, whole: true) == true {
      load(held)
      return
    }
    if ended, case .pending(let held) = input {
      input = .rows
      if KeyValueLineRows.starts(held, whole: true) == true {
        var lines = KeyValueLineRows()
        feedLines(held.withUnsafeBytes { lines.transform($0) }, &lines, parser: &parser)
        input = .lines(lines)
      } else {
        parser.feed(held, arrival: Self.wallClock())
      }
    }
    if ended, case .lines(var lines) = input {
      feedLines(lines.finish(), &lines, parser: &parser)
    }
    if ended { parser.finish(arrival: Self.wallClock()) }
    post(parser.take())
    if ended { mailbox.post(.ended) }
  }

  /// What the bytes of a stream are: rows, a JSON document (the first byte after blanks and a
  /// byte-order mark is `{` or `[`), collected whole, JSON lines (a first line that is one
  /// whole object, ``JSONLineRows/startsJSONLines(_:)``), or key=value lines (one of the first
  /// two lines holds pairs, ``KeyValueLineRows/starts(_:whole:)``), read as they arrive.
  enum Input {
    case undecided
    /// Text held until its first lines say whether it is key=value lines or rows.
    case pending([UInt8])
    case rows
    case document([UInt8])
    /// JSON lines or key=value lines: each becomes a CSV row for the parser (``LineRows``).
    case lines(any LineRows)
  }

  /// Reads `fd` until its end, posting rows after every read (or collecting a document);
  /// `offset` counts the bytes read. `false` after an error (posted).
  func readToEnd(
    _ fd: Int32, parser: inout StreamParser, input: inout Input, offset: inout Int
  ) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var text = StreamTextCheck()
    var checkedLines = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        mailbox.post(.failed("\(name): \(String(cString: strerror(errno)))"))
        return false
      }
      if count == 0 { return true }
      offset += count
      if let nul = buffer.withUnsafeBytes({ text.firstNUL(in: .init(rebasing: $0[..<count])) }) {
        let error = LoadError(
          file: name, location: "\(nul.line):\(nul.column)", message: TextCheck.nulMessage)
        // Before any row the input was never data: the explorer ends as a file's error would.
        mailbox.post(
          delivered.load(ordering: .relaxed) ? .failed(error.description) : .loadFailed(error))
        return false
      }
      switch input {
      case .undecided:
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        guard let first = buffer[..<count].first(where: { !blank.contains($0) }) else { break }
        input = first == 0x7B || first == 0x5B ? .document([]) : .pending([])
      case .document, .rows, .lines, .pending:
        break
      }
      if case .pending(var held) = input {
        held.append(contentsOf: buffer[..<count])
        // A list of categories (`du -s *`, `state,population`): read whole as a file is.
        switch Self.startsCategories(held, whole: false) {
        case true?:
          input = .document(held)
          continue
        case nil
        where held.count <= StreamParser.maximumLineLength
          && held.contains(where: { $0 == 0x0A || $0 == 0x0D }):
          // A first line that could start them waits for the next (before it, the key=value
          // check below says an unfinished first line).
          input = .pending(held)
          continue
        default: break
        }
        switch KeyValueLineRows.starts(held, whole: false) {
        case nil where held.count <= StreamParser.maximumLineLength:
          input = .pending(held)
          // A line without its break yet is said, as the parser says it.
          let tail = held.count - (held.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
          if tail > 0 {
            var batch = StreamBatch()
            batch.unfinishedLine = tail
            post(batch)
          }
          continue
        case true?:
          var lines = KeyValueLineRows()
          feedLines(held.withUnsafeBytes { lines.transform($0) }, &lines, parser: &parser)
          input = .lines(lines)
        default:
          input = .rows
          parser.feed(held, arrival: Self.wallClock())
          post(parser.take())
        }
        continue
      }
      if case .lines(var lines) = input {
        input = .undecided
        let csv = buffer.withUnsafeBytes { lines.transform(.init(rebasing: $0[..<count])) }
        feedLines(csv, &lines, parser: &parser)
        input = .lines(lines)
        continue
      }
      if case .document(var document) = input {
        input = .undecided
        document.append(contentsOf: buffer[..<count])
        // A first line longer than a stream's line is a document (and is not scanned again).
        if document.count > StreamParser.maximumLineLength { checkedLines = true }
        if document.first(where: { $0 > 0x20 }) == 0x7B, !checkedLines,
          let isLines = JSONLineRows.startsJSONLines(document)
        {
          checkedLines = true
          if isLines {
            var lines = JSONLineRows()
            let csv = document.withUnsafeBytes { lines.transform($0) }
            feedLines(csv, &lines, parser: &parser)
            input = .lines(lines)
            continue
          }
        }
        guard document.count <= Self.maximumDocument else {
          mailbox.post(
            .loadFailed(
              LoadError(file: name, location: "", message: "a JSON document larger than 1 GiB")))
          return false
        }
        input = .document(document)
        continue
      }
      buffer.withUnsafeBytes {
        parser.feed(UnsafeRawBufferPointer(rebasing: $0[..<count]), arrival: Self.wallClock())
      }
      post(parser.take())
    }
  }

  /// Parses `csv`, JSON or key=value lines made CSV rows, and posts the batch with the lines'
  /// own counts; `parser` is made anew reading x as the arrival time when their first line has
  /// no key meaning time (it has read nothing yet: the lines were held until decided).
  private func feedLines(
    _ csv: [UInt8], _ lines: inout some LineRows, parser: inout StreamParser
  ) {
    if lines.xIsArrival && !parser.options.xArrival {
      var options = parser.options
      options.xArrival = true
      let previous = parser.previousArrival
      parser = StreamParser(options: options)
      parser.previousArrival = previous
    }
    parser.feed(csv, arrival: Self.wallClock())
    var batch = parser.take()
    lines.drain(into: &batch)
    post(batch)
  }

  /// Posts the rows of `batch`, if any, remembering that data was delivered.
  private func post(_ batch: StreamBatch?) {
    guard let batch else { return }
    if batch.count > 0 { delivered.store(true, ordering: .relaxed) }
    mailbox.post(.rows(batch))
  }

  /// Whether `held` starts a list of categories (``CategoryLines``).
  private static func startsCategories(_ held: [UInt8], whole: Bool) -> Bool? {
    held.withUnsafeBufferPointer { CategoryLines.start($0, whole: whole) }
  }

  /// Loads a whole JSON document (contest charts, records, an API's answer) or a list of
  /// categories as a file is loaded, at `--json-path` when given.
  private func load(_ document: [UInt8]) {
    var loadOptions = LoadOptions()
    loadOptions.jsonPath = options.jsonPath
    do {
      mailbox.post(
        .loaded(try ChartLoader.parse(bytes: document, file: name, options: loadOptions)))
    } catch {
      mailbox.post(.loadFailed(error))
    }
  }

  /// Unix seconds now (the arrival time of rows).
  static func wallClock() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
