import TOMLKit

#if canImport(Glibc)
  import Glibc
#endif

/// The TOML reader tchart loads only when a config file exists (`libTChartTOML.so`, opened
/// with `dlopen` by `TChartConfig.TOMLLibrary`): TOMLKit brings Foundation and ICU, whose
/// loading would otherwise cost every start of tchart. It parses a document and writes its
/// top-level keys as ``TOMLLines`` text.
public enum TOMLExport {
  /// `text` parsed: the ``TOMLLines`` encoding of its top-level keys, or of its syntax error.
  public static func read(_ text: String) -> String {
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      return TOMLLines.error(
        line: error.source.begin.line, column: error.source.begin.column,
        message: error.description)
    } catch {
      return TOMLLines.error(line: 1, column: 1, message: "not TOML")
    }
    var lines = ""
    for key in table.keys {
      guard let value = table[key] else { continue }
      switch value.type {
      case .string: lines += TOMLLines.entry("string", key, value.string ?? "")
      case .bool: lines += TOMLLines.entry("boolean", key, value.bool.map { String($0) } ?? "")
      case .int: lines += TOMLLines.entry("integer", key, value.int.map { String($0) } ?? "")
      case .double: lines += TOMLLines.entry("float", key, "")
      case .table: lines += TOMLLines.entry("table", key, "")
      case .array: lines += TOMLLines.entry("array", key, "")
      case .date, .time, .dateTime: lines += TOMLLines.entry("date", key, "")
      }
    }
    return lines
  }
}

/// The C entry point: `text` read by ``TOMLExport/read(_:)``, as a string the caller frees.
@_cdecl("tchart_toml_read")
public func tchartTOMLRead(_ text: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  strdup(TOMLExport.read(String(cString: text)))
}

/// How the reader hands its result over: one line per top-level key, `TYPE<tab>KEY<tab>VALUE`
/// (TYPE `string`, `boolean`, `integer`, or `float`, `table`, `array`, `date` with no value), or
/// one line `error<tab>LINE<tab>COLUMN<tab>MESSAGE`; tabs, line ends and backslashes escaped.
public enum TOMLLines {
  static func entry(_ type: String, _ key: String, _ value: String) -> String {
    type + "\t" + escaped(key) + "\t" + escaped(value) + "\n"
  }

  static func error(line: Int, column: Int, message: String) -> String {
    "error\t\(line)\t\(column)\t" + escaped(message) + "\n"
  }

  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
