import ArgumentParser
import TChartModel
import TChartSQLite

extension DataSourceOptions {
  /// The SQLite table the flags name, opened read-only and described; `nil` for a file. A
  /// source error is printed as its one line and ends the process with its exit code.
  func openTable() throws -> (SQLiteSeriesBackend, SourceDescription)? {
    guard let options = sqliteTable else { return nil }
    return try accept { () throws(SourceError) in
      let backend = try SQLiteSeriesBackend(options)
      return (backend, try backend.describe())
    }
  }

  /// `work`'s value, or its error printed as one line, ending the process with its code.
  func accept<Value>(_ work: () throws(SourceError) -> Value) throws -> Value {
    do {
      return try work()
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}
