import Foundation
import TChartClickHouse
import Testing

/// The local ClickHouse servers of the tests: started once per test process by
/// `scripts/clickhouse-servers.sh` (a single server and a two-shard cluster on free loopback
/// ports, in a temporary folder), stopped when the process exits (an `atexit` handler, and the
/// script's watchdog if the process dies without it). When `clickhouse-server` is not
/// installed, every test using them fails with the script's message.
enum ClickHouseTestServers {
  /// The ports of the started servers, or why they could not start.
  struct Ports: Sendable {
    var single: Int
    var shard1: Int
    var shard2: Int
    var passwordUser: String
    var password: String
    /// The single server's HTTPS port and its self-signed certificate (a PEM file).
    var https: Int?
    var certificate: String?
  }

  /// The repository's root (three folders above this file).
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let started: Result<Ports, ServersUnavailable> = start()

  /// The servers, or a failure recorded with the reason (the calling test stops there).
  static func ports() throws -> Ports {
    switch started {
    case .success(let ports): return ports
    case .failure(let error):
      Issue.record("ClickHouse test servers: \(error.message)")
      throw error
    }
  }

  /// Why the servers are not there.
  struct ServersUnavailable: Error {
    var message: String
  }

  nonisolated(unsafe) private static var folder: String?

  private static func start() -> Result<Ports, ServersUnavailable> {
    let directory =
      NSTemporaryDirectory() + "tchart-ch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // `system` waits for the script only, not for the watchdog it leaves running.
    let script = root + "/scripts/clickhouse-servers.sh"
    let status = system(
      "bash '\(script)' start '\(directory)' \(getpid()) > '\(directory).out' 2> '\(directory).err'"
    )
    let text = (try? String(contentsOfFile: directory + ".out", encoding: .utf8)) ?? ""
    let problem = (try? String(contentsOfFile: directory + ".err", encoding: .utf8)) ?? ""
    unlink(directory + ".out")
    unlink(directory + ".err")
    guard status == 0 else {
      let reason = problem.trimmingCharacters(in: .whitespacesAndNewlines)
      return .failure(
        ServersUnavailable(message: reason.isEmpty ? "the start script failed" : reason))
    }
    folder = directory
    atexit {
      guard let folder = ClickHouseTestServers.folder else { return }
      let script = ClickHouseTestServers.root + "/scripts/clickhouse-servers.sh"
      _ = system("bash '\(script)' stop '\(folder)' >/dev/null 2>&1")
    }
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 {
        values[String(parts[0])] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      }
    }
    guard let single = values["SINGLE_HTTP"].flatMap(Int.init),
      let shard1 = values["SHARD1_HTTP"].flatMap(Int.init),
      let shard2 = values["SHARD2_HTTP"].flatMap(Int.init)
    else { return .failure(ServersUnavailable(message: "no ports in: \(text)")) }
    return .success(
      Ports(
        single: single, shard1: shard1, shard2: shard2,
        passwordUser: values["CH_PASSWORD_USER"] ?? "", password: values["CH_PASSWORD"] ?? "",
        https: values["SINGLE_HTTPS"].flatMap(Int.init), certificate: values["CH_CERT"]))
  }

  /// A connection to the server on `port` as `default`.
  static func connection(port: Int, database: String = "default", table: String = "t")
    -> ClickHouseConnection
  {
    ClickHouseConnection(
      location: ClickHouseLocation(host: "127.0.0.1", port: port, database: database, table: table),
      credentials: ClickHouseCredentials(), timeout: 20)
  }

  /// A unique table name for one test.
  static func tableName(_ stem: String) -> String {
    "\(stem)_\(UInt32.random(in: 0...UInt32.max))"
  }
}
