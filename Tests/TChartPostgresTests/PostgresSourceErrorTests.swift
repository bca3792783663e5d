import Foundation
import Synchronization
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

/// What goes wrong with a server, on a real one: a refused login is 77, a closed port 69, an
/// unknown table or column 65, each one line that never shows the password; a query over its
/// time limit is a timeout; a server restarted between two frames is survived.
extension PostgresServerTests {
  @Suite struct PostgresSourceErrorTests {
    func backend(url: String, table: String = "nothing", y: [String] = []) throws -> PostgresBackend
    {
      PostgresBackend(
        location: try PostgresLocation.parse(url),
        options: PostgresTableOptions(table: table, yColumns: y), timeout: 5)
    }

    func failure(_ body: () throws -> Void) -> SourceError? {
      do {
        try body()
        return nil
      } catch let error as SourceError {
        return error
      } catch {
        return nil
      }
    }

    @Test func aWrongPasswordIsRefusedWithoutShowingIt() throws {
      let server = try PostgresTestServer.shared()
      let url = "postgres://\(server.user):wrong-Pw-1@127.0.0.1:\(server.port)/\(server.database)"
      let error = failure { _ = try backend(url: url).describe() }
      #expect(error?.kind == .permission)
      #expect(error?.exitCode == 77)
      #expect(error?.description.contains("password authentication failed") == true)
      #expect(error?.description.contains("wrong-Pw-1") == false)
      #expect(error?.place == "127.0.0.1:\(server.port)/\(server.database)")
    }

    @Test func aClosedPortIsUnavailable() throws {
      let error = failure { _ = try backend(url: "postgres://u:pw@127.0.0.1:9/db").describe() }
      #expect(error?.kind == .unavailable)
      #expect(error?.exitCode == 69)
      #expect(error?.description.contains("pw") == false)
    }

    @Test func unknownTablesAndColumnsAreDataErrors() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("errors", rows: 100, on: server)
      let url = PostgresTestTables.url(server)
      let noTable = failure { _ = try backend(url: url, table: "no_such_table").describe() }
      #expect(noTable?.kind == .invalidData && noTable?.exitCode == 65)
      #expect(noTable?.message.hasPrefix("no table no_such_table") == true)
      let noColumn = failure { _ = try backend(url: url, table: table, y: ["nope"]).describe() }
      #expect(noColumn?.kind == .invalidData)
      #expect(noColumn?.message == "no column nope (columns: ts, a, counter)")
      let text = failure {
        _ = try PostgresBackend(
          location: try PostgresLocation.parse(url),
          options: PostgresTableOptions(table: table, filter: "no_column > 1"), timeout: 5
        ).describe()
      }
      #expect(text?.kind == .invalidData)
      #expect(text?.message.contains("no_column") == true)
    }

    @Test func aQueryOverItsTimeLimitTimesOut() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("slow", rows: 100, on: server)
      let backend = PostgresBackend(
        location: try PostgresLocation.parse(PostgresTestTables.url(server)),
        options: PostgresTableOptions(table: table, filter: "pg_sleep(0.05) IS NOT NULL"),
        timeout: 0.5)
      let error = failure { _ = try backend.describe() }
      #expect(error?.kind == .timeout)
    }

    /// A window that moved on cancels the query in flight: `cancelled` (never shown), not a
    /// timeout, and the connection answers the next query.
    @Test func aCancelledQueryIsCancelledNotATimeout() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("cancel", rows: 100, on: server)
      let slow = PostgresBackend(
        location: try PostgresLocation.parse(PostgresTestTables.url(server)),
        options: PostgresTableOptions(table: table, filter: "pg_sleep(0.1) IS NOT NULL"),
        timeout: 30)
      let outcome = Mutex<SourceError?>(nil)
      let thread = Thread {
        do {
          _ = try slow.describe()
        } catch {
          outcome.withLock { $0 = error as? SourceError }
        }
      }
      thread.start()
      usleep(500_000)
      slow.cancel()
      for _ in 0..<100 where outcome.withLock({ $0 }) == nil { usleep(50_000) }
      #expect(outcome.withLock { $0?.kind } == .cancelled)
      #expect(try slow.connection.rows("SELECT 41 + 1") == [["42"]])
    }

    @Test func aServerRestartedBetweenFramesIsSurvived() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("restart", rows: 2000, on: server)
      let backend = try PostgresTestTables.backend(server, PostgresTableOptions(table: table))
      let description = try backend.describe()
      let before = try backend.totals(lower: 0, upper: .greatestFiniteMagnitude)
      try server.restart()
      // The connection the backend held is gone: the next query opens another.
      #expect(try backend.totals(lower: 0, upper: .greatestFiniteMagnitude) == before)
      #expect(try backend.rowsAround(x: description.last!.x, lines: [0, 1]).count == 1)
    }
  }
}
