import TChartData

/// Files that are not text tables, known by their first bytes: a spreadsheet or another
/// archive (ZIP, the old Excel format) and compressed files. Refused with what they are and what
/// to do (save the sheet as CSV, decompress first), not as text with a NUL byte.
enum NotATable {
  /// The error for `bytes` (the file's first bytes) of the file `file`, when they open one of
  /// these formats; `nil` otherwise.
  static func error(forFirstBytes bytes: UnsafeBufferPointer<UInt8>, file: String) -> LoadError? {
    guard let kind = kind(of: bytes, name: file) else { return nil }
    return LoadError(file: file, location: "", message: kind)
  }

  /// What the file is and what to do, or `nil` for anything else.
  static func kind(of bytes: UnsafeBufferPointer<UInt8>, name: String) -> String? {
    let lower = name.lowercased()
    let spreadsheet =
      "not a table tchart reads: save the sheet as CSV (Save As… → CSV) and open that"
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      if lower.hasSuffix(".xlsx") || lower.hasSuffix(".xlsm") {
        return "an Excel workbook, " + spreadsheet
      }
      if lower.hasSuffix(".ods") { return "an OpenDocument spreadsheet, " + spreadsheet }
      if lower.hasSuffix(".numbers") { return "a Numbers document, " + spreadsheet }
      return "a ZIP archive, not a table: unzip it and open the CSV inside"
    }
    if bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
      return "an Excel 97–2003 workbook, " + spreadsheet
    }
    if bytes.starts(with: [0x1F, 0x8B]) {
      return "gzip-compressed: decompress it first (zcat FILE | tchart -)"
    }
    if bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) {
      return "zstd-compressed: decompress it first (zstdcat FILE | tchart -)"
    }
    return nil
  }
}
