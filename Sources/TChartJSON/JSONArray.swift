/// The elements of a JSON array, with a trailing run of numbers packed as plain doubles.
///
/// Contest columns are `["y0", 1, 2, …]`: one string, then up to millions of numbers. Keeping the
/// numbers in a `[Double]` (8 bytes each) rather than as ``JSONValue``s makes big files cheap
/// to parse and lets a column's values be used without a copy. The elements are always
/// `head` followed by `numbers`; ``append(_:)`` and ``append(number:)`` keep that order.
package struct JSONArray: Equatable, RandomAccessCollection {
  /// The elements before the trailing run of numbers.
  private(set) var head: [JSONValue] = []
  /// The trailing run of numbers.
  private(set) var numbers: [Double] = []

  init() {}

  /// An array of these elements (numbers at the end are packed).
  init(_ elements: [JSONValue]) {
    for element in elements { append(element) }
  }

  mutating func append(_ element: JSONValue) {
    if case .number(let value) = element { return append(number: value) }
    if !numbers.isEmpty {
      head.append(contentsOf: numbers.map(JSONValue.number))
      numbers = []
    }
    head.append(element)
  }

  mutating func append(number: Double) { numbers.append(number) }

  package var startIndex: Int { 0 }
  package var endIndex: Int { head.count + numbers.count }

  package subscript(position: Int) -> JSONValue {
    position < head.count ? head[position] : .number(numbers[position - head.count])
  }

  /// The numbers from `offset` to the end, when all of them are packed numbers.
  func packedNumbers(from offset: Int) -> ArraySlice<Double>? {
    guard offset >= head.count else { return nil }
    return numbers[(offset - head.count)...]
  }

  package static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}
