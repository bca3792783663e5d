import Foundation
import Testing

/// The HTTP and HTTPS servers of the tests (`Support/http-test-server.py`, python3's
/// `http.server`), started once per test process on free loopback ports; the HTTPS one with a
/// self-signed certificate for 127.0.0.1 made here with `openssl req`. They exit with the test
/// process (each watches its parent).
enum TestHTTPServers {
  struct Servers: Sendable {
    /// The plain HTTP server's port.
    var http: Int
    /// The HTTPS server's port.
    var https: Int
    /// The PEM file of the HTTPS server's certificate (its own CA).
    var certificate: String
  }

  struct Unavailable: Error {
    var message: String
  }

  static let started: Result<Servers, Unavailable> = start()

  /// The servers, or a failure recorded with the reason.
  static func servers() throws -> Servers {
    switch started {
    case .success(let servers): return servers
    case .failure(let error):
      Issue.record("HTTP test servers: \(error.message)")
      throw error
    }
  }

  static let script: String = {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    return url.appendingPathComponent("http-test-server.py").path
  }()

  /// Keeps the server processes referenced for the whole test run.
  nonisolated(unsafe) private static var processes: [Process] = []

  private static func start() -> Result<Servers, Unavailable> {
    let folder =
      NSTemporaryDirectory() + "tchart-http-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let certificate = folder + "/cert.pem"
      let key = folder + "/key.pem"
      let openssl = try run(
        "/usr/bin/env",
        [
          "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out",
          certificate, "-days", "2", "-subj", "/CN=127.0.0.1", "-addext",
          "subjectAltName=IP:127.0.0.1",
        ])
      openssl.waitUntilExit()
      guard openssl.terminationStatus == 0 else {
        return .failure(Unavailable(message: "openssl req failed (is openssl installed?)"))
      }
      let http = try server([])
      let https = try server([certificate, key])
      return .success(Servers(http: http, https: https, certificate: certificate))
    } catch {
      return .failure(error as? Unavailable ?? Unavailable(message: "\(error)"))
    }
  }

  private static func run(_ path: String, _ arguments: [String], output: Pipe? = nil) throws
    -> Process
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Starts one server and returns the port it prints.
  private static func server(_ arguments: [String]) throws -> Int {
    let (process, port) = try own(arguments)
    processes.append(process)
    return port
  }

  /// A plain HTTP server of the caller's own (on `port`, or a free one), to stop and restart.
  static func own(port: Int? = nil) throws -> (Process, Int) {
    try own(port.map { ["--port", String($0)] } ?? [])
  }

  private static func own(_ arguments: [String]) throws -> (Process, Int) {
    let pipe = Pipe()
    let process = try run("/usr/bin/env", ["python3", script] + arguments, output: pipe)
    var text = ""
    while !text.contains("\n") {
      let data = pipe.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      throw Unavailable(message: "the python3 test server did not start (is python3 installed?)")
    }
    return (process, port)
  }
}
