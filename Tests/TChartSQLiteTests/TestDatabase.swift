import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// A scratch SQLite file in a fresh temporary directory, written through the C API.
final class TestDatabase {
  let directory: String
  let path: String

  init(name: String = "data.sqlite") {
    var template = Array("/tmp/tchart-sqlite-XXXXXX".utf8CString)
    directory = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
    path = directory + "/" + name
  }

  deinit {
    _ = try? run("true")
    for name in ["data.sqlite", "data.csv", "text.sqlite", "hostile.sqlite"] {
      unlink(directory + "/" + name)
    }
    rmdir(directory)
  }

  /// Runs `body` with a read-write handle on the file.
  @discardableResult
  func run(_ sql: String, rows: [[Double?]] = [], insert: String? = nil) throws -> Int32 {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { return -1 }
    defer { sqlite3_close(handle) }
    var status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { return status }
    if let insert {
      sqlite3_exec(handle, "BEGIN", nil, nil, nil)
      var statement: OpaquePointer?
      sqlite3_prepare_v2(handle, insert, -1, &statement, nil)
      for row in rows {
        for (index, value) in row.enumerated() {
          if let value {
            sqlite3_bind_double(statement, Int32(index + 1), value)
          } else {
            sqlite3_bind_null(statement, Int32(index + 1))
          }
        }
        status = sqlite3_step(statement)
        sqlite3_reset(statement)
      }
      sqlite3_finalize(statement)
      sqlite3_exec(handle, "COMMIT", nil, nil, nil)
    }
    return SQLITE_OK
  }

  /// The count of rows of `sql`'s first column as an integer.
  func scalar(_ sql: String) -> Int64 {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { return -1 }
    defer { sqlite3_close(handle) }
    var statement: OpaquePointer?
    sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { return -1 }
    return sqlite3_column_int64(statement, 0)
  }

  /// The file's bytes.
  static func bytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The file's modification time in nanoseconds.
  static func modified(_ path: String) -> Int {
    var info = stat()
    stat(path, &info)
    return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
  }
}
