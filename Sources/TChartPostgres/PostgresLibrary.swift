#if canImport(Glibc)
  import Glibc
#endif

/// libpq (`libpq.so.5`), opened with dlopen the first time a PostgreSQL table is asked for, so
/// that tchart starts and runs without it (the Debian package recommends `libpq5`): the few
/// functions tchart calls, looked up once. Opaque connection and result pointers only: nothing
/// of libpq's headers is needed to build.
struct PostgresLibrary: @unchecked Sendable {
  typealias Connect =
    @convention(c) (
      UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<UnsafePointer<CChar>?>, Int32
    ) -> OpaquePointer?
  typealias ToInt = @convention(c) (OpaquePointer?) -> Int32
  typealias ToText = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  typealias ToPointer = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias Release = @convention(c) (OpaquePointer?) -> Void
  typealias Exec = @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
  typealias ErrorField = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<CChar>?
  typealias CellText = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafePointer<CChar>?
  typealias CellInt = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  typealias Cancel = @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>, Int32) -> Int32

  let connect: Connect
  let status: ToInt
  let errorMessage: ToText
  let needsPassword: ToInt
  let finish: Release
  let exec: Exec
  let resultStatus: ToInt
  let resultErrorField: ErrorField
  let resultErrorMessage: ToText
  let tupleCount: ToInt
  let fieldCount: ToInt
  let value: CellText
  let isNull: CellInt
  let clear: Release
  let getCancel: ToPointer
  let cancel: Cancel
  let freeCancel: Release

  /// `CONNECTION_OK`, `PGRES_COMMAND_OK`, `PGRES_TUPLES_OK`, `PG_DIAG_SQLSTATE`.
  static let connectionOK: Int32 = 0
  static let commandOK: Int32 = 1
  static let tuplesOK: Int32 = 2
  static let sqlState = Int32(UInt8(ascii: "C"))

  /// The library, or why it cannot be had.
  static let shared: Result<PostgresLibrary, PostgresLibraryMissing> = load()

  private static func load() -> Result<PostgresLibrary, PostgresLibraryMissing> {
    let names = ["libpq.so.5", "libpq.so"]
    var opened: UnsafeMutableRawPointer?
    for name in names where opened == nil { opened = dlopen(name, RTLD_NOW | RTLD_LOCAL) }
    guard let handle = opened else {
      return .failure(PostgresLibraryMissing("libpq is not installed (apt-get install libpq5)"))
    }
    var missing: [String] = []
    let library = PostgresLibrary(handle: handle, missing: &missing)
    guard let library, missing.isEmpty else {
      return .failure(
        PostgresLibraryMissing("libpq lacks \(missing.joined(separator: ", ")) (update libpq5)"))
    }
    return .success(library)
  }

  private init?(handle: UnsafeMutableRawPointer, missing: inout [String]) {
    func symbol<T>(_ name: String) -> T? {
      guard let pointer = dlsym(handle, name) else {
        missing.append(name)
        return nil
      }
      return unsafeBitCast(pointer, to: T.self)
    }
    guard let connect: Connect = symbol("PQconnectdbParams"),
      let status: ToInt = symbol("PQstatus"),
      let errorMessage: ToText = symbol("PQerrorMessage"),
      let needsPassword: ToInt = symbol("PQconnectionNeedsPassword"),
      let finish: Release = symbol("PQfinish"),
      let exec: Exec = symbol("PQexec"),
      let resultStatus: ToInt = symbol("PQresultStatus"),
      let resultErrorField: ErrorField = symbol("PQresultErrorField"),
      let resultErrorMessage: ToText = symbol("PQresultErrorMessage"),
      let tupleCount: ToInt = symbol("PQntuples"),
      let fieldCount: ToInt = symbol("PQnfields"),
      let value: CellText = symbol("PQgetvalue"),
      let isNull: CellInt = symbol("PQgetisnull"),
      let clear: Release = symbol("PQclear"),
      let getCancel: ToPointer = symbol("PQgetCancel"),
      let cancel: Cancel = symbol("PQcancel"),
      let freeCancel: Release = symbol("PQfreeCancel")
    else { return nil }
    (self.connect, self.status, self.errorMessage, self.needsPassword) =
      (connect, status, errorMessage, needsPassword)
    (self.finish, self.exec, self.resultStatus, self.resultErrorField) =
      (finish, exec, resultStatus, resultErrorField)
    (self.resultErrorMessage, self.tupleCount, self.fieldCount, self.value, self.isNull) =
      (resultErrorMessage, tupleCount, fieldCount, value, isNull)
    (self.clear, self.getCancel, self.cancel, self.freeCancel) =
      (clear, getCancel, cancel, freeCancel)
  }
}

/// Why libpq cannot be used: not installed, or too old.
struct PostgresLibraryMissing: Error, Sendable {
  var message: String
  init(_ message: String) { self.message = message }
}
