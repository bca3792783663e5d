import TChartData

/// The CSV form of an events file: `time,label` or `time,end,label` rows (quoted fields as in
/// CSV, `#` comment lines and blank lines skipped). A first row whose first field is no time
/// is a header: its names pick the columns (`time`/`start`/`date`, `end`/`stop`,
/// `label`/`text`/`event`/`name`), else the columns are taken by position.
enum EventCSV {
  /// Which field holds what.
  struct Columns: Equatable {
    var time = 0
    var end: Int?
    var label = 1

    /// By position: two fields are `time,label`, three or more `time,end,label`.
    init(fieldCount: Int) {
      if fieldCount >= 3 {
        end = 1
        label = 2
      }
    }

    /// From a header's names, `nil` when they name no time column.
    init?(header: [Field]) {
      let names = header.map { $0.text.trimmingSpaces.lowercased() }
      guard
        let time = names.firstIndex(where: {
          ["time", "start", "date", "timestamp", "begin"].contains($0)
        })
      else { return nil }
      self.init(fieldCount: header.count)
      self.time = time
      end = names.firstIndex { ["end", "stop", "until", "finish"].contains($0) }
      label =
        names.firstIndex {
          ["label", "text", "event", "name", "title", "description"].contains($0)
        }
        ?? names.indices.first { $0 != time && $0 != end } ?? 1
    }
  }

  /// A field and its 1-based column in the line.
  struct Field: Equatable {
    var text: Substring
    var column: Int
  }

  static func read(_ lines: [Substring], file: String) throws(LoadError) -> [EventMark] {
    var columns: Columns?
    var marks: [EventMark] = []
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = split(line)
      let number = offset + 1
      if columns == nil {
        columns = Columns(fieldCount: fields.count)
        // A first row whose first field is no time is a header.
        if EventTime.parse(fields[0].text) == nil {
          columns = Columns(header: fields) ?? columns
          continue
        }
      }
      guard let columns else { continue }
      marks.append(try mark(fields, columns: columns, line: number, file: file))
    }
    return marks
  }

  /// The event of one row, or the error naming its line and column.
  static func mark(_ fields: [Field], columns: Columns, line: Int, file: String) throws(LoadError)
    -> EventMark
  {
    func failure(_ column: Int, _ message: String) -> LoadError {
      LoadError(file: file, location: "\(line):\(column)", message: message)
    }
    guard fields.indices.contains(columns.time), !fields[columns.time].text.trimmingSpaces.isEmpty
    else { throw failure(1, "no time: " + EventTime.expected) }
    let timeField = fields[columns.time]
    guard let time = EventTime.parse(timeField.text) else {
      throw failure(
        timeField.column, "\"\(timeField.text.trimmingSpaces)\" is no time: " + EventTime.expected)
    }
    var end: Double?
    if let index = columns.end, fields.indices.contains(index),
      !fields[index].text.trimmingSpaces.isEmpty
    {
      let field = fields[index]
      guard let value = EventTime.parse(field.text) else {
        throw failure(
          field.column, "\"\(field.text.trimmingSpaces)\" is no end time: " + EventTime.expected)
      }
      guard value >= time else {
        throw failure(field.column, "the end is before the start: swap them or drop the end")
      }
      end = value
    }
    let label = fields.indices.contains(columns.label) ? fields[columns.label].text : ""
    return EventMark(time: time, end: end, label: String(label.trimmingSpaces))
  }

  /// The fields of a CSV line: commas outside double quotes split; `""` in quotes is a quote.
  static func split(_ line: Substring) -> [Field] {
    var fields: [Field] = []
    var text = ""
    var quoted = false
    var column = 1
    var start = 1
    var wasQuoted = false
    var characters = line.makeIterator()
    var pending: Character? = nil
    while let character = pending ?? characters.next() {
      pending = nil
      defer { column += 1 }
      if quoted {
        if character == "\"" {
          if let next = characters.next() {
            if next == "\"" {
              text.append("\"")
              column += 1
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          text.append(character)
        }
      } else if character == "\"" && text.allSatisfy({ $0 == " " }) && !wasQuoted {
        quoted = true
        wasQuoted = true
        text = ""
      } else if character == "," {
        fields.append(Field(text: Substring(text), column: start))
        text = ""
        start = column + 1
        wasQuoted = false
      } else {
        text.append(character)
      }
    }
    fields.append(Field(text: Substring(text), column: start))
    return fields
  }
}
