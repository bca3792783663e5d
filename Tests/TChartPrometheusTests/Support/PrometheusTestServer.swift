import Foundation
import TChartHTTP

/// A Prometheus server of one test: Debian's `prometheus` run as an ordinary process on a free
/// loopback port, with a config that scrapes itself, a data folder of its own (blocks
/// backfilled from OpenMetrics text by `promtool tsdb create-blocks-from openmetrics` before it
/// starts), optionally TLS and basic authentication (`--web.config.file`). ``stop()`` ends it
/// (SIGTERM, then SIGKILL), ``start()`` starts it again on the same port with the same data.
/// Tests that need one are enabled only when ``isInstalled`` (`make deps` installs it).
final class PrometheusTestServer: @unchecked Sendable {
  /// Whether `prometheus` and `promtool` are installed.
  static let isInstalled: Bool = executable("prometheus") != nil && executable("promtool") != nil

  static func executable(_ name: String) -> String? {
    for folder in ["/usr/bin", "/usr/local/bin", "/usr/sbin"] {
      let path = folder + "/" + name
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  let folder: String
  let port: Int
  let tls: Bool
  private var process: Process?

  /// The server's certificate (PEM) when ``tls``.
  var certificate: String { folder + "/cert.pem" }

  /// A server with `openMetrics` (OpenMetrics text, ending `# EOF`) backfilled; `tls` serves
  /// HTTPS with a self-signed certificate for 127.0.0.1; `basicAuth` (user, bcrypt hash)
  /// asks for a password. Started.
  init(
    openMetrics: String? = nil, tls: Bool = false, basicAuth: (String, String)? = nil
  ) throws {
    folder = NSTemporaryDirectory() + "tchart-prom-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(
      atPath: folder + "/data", withIntermediateDirectories: true)
    port = try Self.freePort()
    self.tls = tls
    let config = """
      global: {scrape_interval: 15s, evaluation_interval: 15s}
      scrape_configs:
        - job_name: self
          scheme: \(tls ? "https" : "http")
          \(tls ? "tls_config: {ca_file: \(folder)/cert.pem}" : "")
          \(basicAuth.map { "basic_auth: {username: \($0.0), password: unused}" } ?? "")
          static_configs: [{targets: ['127.0.0.1:\(port)']}]
      """
    try config.write(toFile: folder + "/prom.yml", atomically: true, encoding: .utf8)
    var web = ""
    if tls {
      try Self.run(
        "/usr/bin/openssl",
        [
          "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", folder + "/key.pem",
          "-out", folder + "/cert.pem", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext",
          "subjectAltName=IP:127.0.0.1",
        ])
      web += "tls_server_config: {cert_file: \(folder)/cert.pem, key_file: \(folder)/key.pem}\n"
    }
    if let (user, hash) = basicAuth {
      web += "basic_auth_users: {\(user): '\(hash)'}\n"
    }
    try web.write(toFile: folder + "/web.yml", atomically: true, encoding: .utf8)
    if let openMetrics {
      try openMetrics.write(toFile: folder + "/backfill.om", atomically: true, encoding: .utf8)
      try Self.run(
        Self.executable("promtool")!,
        ["tsdb", "create-blocks-from", "openmetrics", folder + "/backfill.om", folder + "/data"])
    }
    try start()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The endpoint tchart's client reaches the server at.
  var endpoint: HTTPEndpoint {
    HTTPEndpoint(
      scheme: tls ? "https" : "http", host: "127.0.0.1", port: port,
      caCertificate: tls ? certificate : nil)
  }

  /// Starts the server and waits until `/-/ready` answers 200 (30 s at most).
  func start() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.executable("prometheus")!)
    process.arguments = [
      "--config.file=\(folder)/prom.yml", "--storage.tsdb.path=\(folder)/data",
      "--web.listen-address=127.0.0.1:\(port)", "--storage.tsdb.retention.time=3650d",
      "--web.config.file=\(folder)/web.yml", "--log.level=warn",
    ]
    let log =
      FileHandle(forWritingAtPath: folder + "/server.log")
      ?? {
        FileManager.default.createFile(atPath: folder + "/server.log", contents: nil)
        return FileHandle(forWritingAtPath: folder + "/server.log")!
      }()
    log.seekToEndOfFile()
    process.standardOutput = log
    process.standardError = log
    try process.run()
    self.process = process
    Self.started(process.processIdentifier, folder: folder)
    let client = HTTPClient(endpoint: endpoint)
    for _ in 0..<300 {
      if let answer = try? client.get("/-/ready", timeout: 1), answer.status == 200 { return }
      // Basic authentication answers 401 to an anonymous client once the server is up.
      if let answer = try? client.get("/-/ready", timeout: 1), answer.status == 401 { return }
      guard process.isRunning else { break }
      usleep(100_000)
    }
    let text = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
    stop()
    throw ServerFailed(message: "prometheus did not become ready: " + text.suffix(600))
  }

  /// The servers running, stopped at the test process's exit (the shared server of a suite is
  /// never deinitialized).
  /// Their folders are removed then too.
  nonisolated(unsafe) private static var running: [Int32: String] = [:]
  nonisolated(unsafe) private static var registered = false
  private static let lock = NSLock()

  private static func started(_ pid: Int32, folder: String) {
    lock.lock()
    defer { lock.unlock() }
    if !registered {
      registered = true
      atexit {
        PrometheusTestServer.lock.lock()
        for (pid, folder) in PrometheusTestServer.running {
          kill(pid, SIGKILL)
          try? FileManager.default.removeItem(atPath: folder)
        }
        PrometheusTestServer.lock.unlock()
      }
    }
    running[pid] = folder
  }

  private static func stopped(_ pid: Int32) {
    lock.lock()
    defer { lock.unlock() }
    running[pid] = nil
  }

  /// Stops the server (SIGTERM, SIGKILL after 10 s) and waits for it.
  func stop() {
    guard let process, process.isRunning else { return }
    process.terminate()
    for _ in 0..<100 where process.isRunning { usleep(100_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    Self.stopped(process.processIdentifier)
    self.process = nil
  }

  struct ServerFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Runs a command to its end; a failure throws with its output.
  static func run(_ path: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ServerFailed(
        message: "\(path) failed: " + String(decoding: output.suffix(600), as: UTF8.self))
    }
  }

  /// A loopback port nobody listens on (the kernel's pick for port 0).
  static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw ServerFailed(message: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
