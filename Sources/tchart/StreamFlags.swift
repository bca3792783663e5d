import ArgumentParser
import TChartExplorer
import TChartStreams

#if canImport(Glibc)
  import Glibc
#endif

/// The explorer's stream flags, and how a stream is recognised and opened: `-` when standard
/// input is a pipe (neither a regular file, read whole, nor a terminal, which the keys need and
/// which is read whole up to Ctrl-D as before), a FIFO path, or `--follow FILE`.
struct StreamFlags: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Read FILE to its end, then what is appended to it (like tail -f).", valueName: "file"),
    completion: .file())
  var follow: String?

  @Option(
    help: ArgumentHelp(
      "Streams: keep only the newest N samples per line (endless streams; N from 2 to "
        + "\(LiveStream.maximumKeep)).", valueName: "n"))
  var keep: Int?

  @Flag(
    inversion: .prefixedNo,
    help: "Streams: the first row is (or is not) a header (default: a row of numbers is data).")
  var header: Bool?

  @Flag(help: "Streams: x is the time each row arrives; every field is a line.")
  var xArrival = false

  func validate() throws {
    if let keep, keep < 2 { throw ValidationError("--keep \(keep): keep at least 2 samples") }
    if let keep, keep > LiveStream.maximumKeep {
      throw ValidationError(
        "--keep \(keep): keep at most \(LiveStream.maximumKeep) samples (each line reserves "
          + "room for N + N/4)")
    }
  }

  /// What to read as a stream for `file`, with its name; `nil` when `file` is read whole.
  /// Standard input is duplicated here, before keys take it over.
  func source(file: String?) throws -> (StreamReader.Source, String)? {
    if let follow {
      guard file == nil else {
        throw ValidationError("give either a file or --follow FILE, not both")
      }
      return (.follow(path: follow), follow)
    }
    guard let file else { return nil }
    var info = stat()
    if file == "-" {
      guard fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT != S_IFREG,
        isatty(STDIN_FILENO) != 1
      else { return nil }
      return (.descriptor(dup(STDIN_FILENO)), "stdin")
    }
    guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return nil }
    return (.fifo(path: file), file)
  }

  /// Data read whole is not a stream: the stream flags given for it are a usage error (64)
  /// rather than silently ignored.
  func refuseWithoutStream() throws {
    let given = [
      ("--keep", keep != nil), ("--header", header == true), ("--no-header", header == false),
      ("--x-arrival", xArrival),
    ].filter(\.1).map(\.0)
    if let flag = given.first {
      throw ValidationError(
        "\(flag) applies to streams (- on a pipe, a FIFO, --follow FILE), not to a file")
    }
  }

  /// The stream options these flags and `data`'s ask for; the data flags that name columns or
  /// sort rows do not apply to a stream (a usage error).
  func options(_ data: DataSourceOptions) throws -> StreamOptions {
    let load = try data.loadOptions()
    let refused = [
      ("--x", data.xColumn != nil), ("--series", data.seriesColumn != nil),
      ("--strict", data.strict), ("--where", data.filter != nil),
    ].filter(\.1).map(\.0)
    if let flag = refused.first {
      throw ValidationError("\(flag) is not available for a stream (a pipe or --follow)")
    }
    var options = StreamOptions()
    options.header = header.map { $0 ? .present : .absent } ?? .auto
    options.xArrival = xArrival
    options.xType = load.xType
    options.datePattern = load.datePattern
    options.missing = load.missing
    options.inputZone = load.inputZone
    options.jsonPath = load.jsonPath
    return options
  }
}
