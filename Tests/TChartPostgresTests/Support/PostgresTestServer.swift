import Foundation
import Testing

/// The local PostgreSQL server of the tests: started once per test process by
/// `scripts/postgres-servers.sh` (Debian's PostgreSQL, as the `postgres` user when the tests run
/// as root, on a free loopback port, in a temporary folder, durability off), stopped when the
/// process exits (an `atexit` handler, and the script's watchdog if the process dies without
/// it). The database `tchart` belongs to the superuser `postgres`, who logs in with ``password``
/// (md5 authentication, also on the Unix socket); ``otherUser`` is a second login role with a
/// password of its own that may read all data.
///
/// Tests take it with ``available()``, which is nil when PostgreSQL is not installed (the reason
/// printed once; `apt-get install postgresql`), or gate a suite with
/// `.enabled(if: PostgresTestServer.isInstalled)` and take it with ``shared()``. A server that
/// is installed but does not come up is a recorded issue, not a skip.
struct PostgresTestServer: Sendable {
  /// The server's folder (data, socket, log, ports.env).
  let folder: String
  let host: String
  let port: Int
  /// The folder of the server's Unix socket (`.s.PGSQL.<port>`).
  let socketFolder: String
  /// The superuser, who owns ``database``.
  let user: String
  let password: String
  let database: String
  /// A second login role (`tchart_user`) and its password.
  let otherUser: String
  let otherPassword: String
  /// The PostgreSQL bin folder the server runs from (`psql` is there).
  let bin: String

  /// The database as a libpq URL, without the password.
  var url: String { "postgres://\(user)@\(host):\(port)/\(database)" }

  /// The repository's root (three folders above this file).
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let script = root + "/scripts/postgres-servers.sh"

  /// Whether a PostgreSQL server is installed (the script's test: the newest
  /// /usr/lib/postgresql/*/bin with initdb, pg_ctl and postgres), for `.enabled(if:)`.
  static let isInstalled: Bool = {
    let versions =
      (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
    return versions.contains { version in
      ["initdb", "pg_ctl", "postgres"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\(version)/bin/\($0)")
      }
    }
  }()

  /// Why the server is not there: PostgreSQL is not installed (a skip), or it did not start.
  struct Unavailable: Error, CustomStringConvertible {
    var message: String
    var notInstalled: Bool
    var description: String { message }
  }

  /// A failed `psql` or restart, with what it printed.
  struct Failed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  static let started: Result<PostgresTestServer, Unavailable> = start()

  /// The server, or nil: when PostgreSQL is not installed (printed once as a skip), or when it
  /// did not start (recorded as an issue of the calling test).
  static func available() -> PostgresTestServer? {
    switch started {
    case .success(let server): return server
    case .failure(let error):
      if !error.notInstalled { Issue.record("PostgreSQL test server: \(error.message)") }
      return nil
    }
  }

  /// The server, or a failure recorded with the reason (the calling test stops there).
  static func shared() throws -> PostgresTestServer {
    switch started {
    case .success(let server): return server
    case .failure(let error):
      Issue.record("PostgreSQL test server: \(error.message)")
      throw error
    }
  }

  nonisolated(unsafe) private static var runningFolder: String?

  private static func start() -> Result<PostgresTestServer, Unavailable> {
    // As root the server runs as `postgres`, which must reach the folder, and a Unix socket's
    // path is short: /tmp unless an unprivileged run has a short temporary folder of its own.
    let temporary = NSTemporaryDirectory()
    let base = getuid() == 0 || temporary.utf8.count > 60 ? "/tmp/" : temporary
    let directory =
      (base.hasSuffix("/") ? base : base + "/")
      + "tchart-pg-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // `system` waits for the script only, not for the watchdog and the server it leaves
    // running (a pipe would stay open in them).
    let (status, text, problem) = shell("bash '\(script)' start '\(directory)' \(getpid())")
    guard status == 0 else {
      let reason = problem.trimmingCharacters(in: .whitespacesAndNewlines)
      let notInstalled = status == 69
      let message =
        reason.isEmpty ? "the start script failed (exit status \(status))" : reason
      if notInstalled { print("PostgreSQL tests skipped: \(message)") }
      return .failure(Unavailable(message: message, notInstalled: notInstalled))
    }
    runningFolder = directory
    atexit {
      guard let folder = PostgresTestServer.runningFolder else { return }
      _ = system("bash '\(PostgresTestServer.script)' stop '\(folder)' >/dev/null 2>&1")
    }
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 {
        values[String(parts[0])] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      }
    }
    guard let port = values["PG_PORT"].flatMap(Int.init), let bin = values["PG_BIN"] else {
      return .failure(Unavailable(message: "no port in: \(text)", notInstalled: false))
    }
    return .success(
      PostgresTestServer(
        folder: directory, host: values["PG_HOST"] ?? "127.0.0.1", port: port,
        socketFolder: values["PG_SOCKET_DIR"] ?? directory + "/sock",
        user: values["PG_USER"] ?? "postgres", password: values["PG_PASSWORD"] ?? "",
        database: values["PG_DATABASE"] ?? "tchart",
        otherUser: values["PG_OTHER_USER"] ?? "tchart_user",
        otherPassword: values["PG_OTHER_PASSWORD"] ?? "", bin: bin))
  }

  /// Runs `command` with `/bin/sh` to its end: its exit status (127 when it could not run,
  /// 128 + the signal when one ended it), standard output and standard error (through files
  /// beside the server folders, not pipes).
  private static func shell(_ command: String) -> (Int32, String, String) {
    let stem = "/tmp/tchart-pg-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let status = system("\(command) > '\(stem).out' 2> '\(stem).err'")
    let output = (try? String(contentsOfFile: stem + ".out", encoding: .utf8)) ?? ""
    let errors = (try? String(contentsOfFile: stem + ".err", encoding: .utf8)) ?? ""
    unlink(stem + ".out")
    unlink(stem + ".err")
    if status == -1 { return (127, output, errors) }
    // The wait status: the exit code in bits 8...15, or the signal in bits 0...6.
    let signal = status & 0x7f
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, output, errors)
  }

  /// Runs `sql` with `psql -c` as ``user`` on ``database`` over TCP and returns its rows:
  /// unaligned, without headers, a row a line (`|` between columns), without the last newline.
  /// Statements separated by `;` in one call run in one transaction (so not `CREATE DATABASE`
  /// or `VACUUM` with others); an error throws with psql's message. Notices are not shown.
  func psql(_ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bin + "/psql")
    process.arguments = [
      "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", host, "-p", String(port),
      "-U", user, "-d", database, "-c", sql,
    ]
    // None of the developer's PG* settings (PGSERVICE, PGSSLMODE, …) reach it.
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
    environment["PGPASSWORD"] = password
    environment["PGCONNECT_TIMEOUT"] = "10"
    environment["PGOPTIONS"] = "-c client_min_messages=warning"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Both pipes drained at once, so neither fills while the other is read.
    let errorText = Collected()
    let errorHandle = errors.fileHandleForReading
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorText.data = errorHandle.readDataToEndOfFile()
      done.signal()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let message = String(decoding: errorText.data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failed(message: "psql failed (\(process.terminationStatus)): \(message)")
    }
    var text = String(decoding: data, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  private final class Collected: @unchecked Sendable {
    var data = Data()
  }

  /// Restarts the server on the same port with the same data (`pg_ctl -m fast restart`: open
  /// sessions end with SQLSTATE 57P01) and returns when it accepts connections again.
  func restart() throws {
    let (status, _, problem) = Self.shell("bash '\(Self.script)' restart '\(folder)'")
    guard status == 0 else {
      throw Failed(
        message: "restart failed (\(status)): "
          + problem.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// A unique table name for one test.
  static func tableName(_ stem: String) -> String {
    "\(stem)_\(UInt32.random(in: 0...UInt32.max))"
  }
}
