import TChartSources

#if canImport(Glibc)
  import Glibc
#endif

/// Derived lines computed by brute force from a table's rows (x increasing, gaps `nil`), as the
/// tests expect SQL to compute them: a gap is a gap in its own row and, for the transforms
/// that read the previous row, in the next.
enum DerivedReference {
  static func values(_ line: TableDerivedLine, x: [Double], columns: [[Double?]]) -> [Double?] {
    let a = columns[0]
    return x.indices.map { index -> Double? in
      let previous = index > 0 ? a[index - 1] : nil
      let step = index > 0 ? x[index] - x[index - 1] : .nan
      switch line.transform {
      case .diff:
        guard let v = a[index], let previous else { return nil }
        return v - previous
      case .deriv:
        guard let v = a[index], let previous, step != 0 else { return nil }
        return (v - previous) / step
      case .rate:
        guard let v = a[index], let previous, step != 0 else { return nil }
        return (v >= previous ? v - previous : v) / step
      case .cumsum:
        guard a[index] != nil else { return nil }
        return a[0...index].compactMap { $0 }.reduce(0, +)
      case .averageOfRows(let count):
        guard a[index] != nil else { return nil }
        return mean(a[max(0, index - count + 1)...index].compactMap { $0 })
      case .averageOver(let width):
        guard a[index] != nil else { return nil }
        return mean(
          x.indices.filter { x[$0] >= x[index] - width && x[$0] <= x[index] }
            .compactMap { a[$0] })
      case .log:
        guard let v = a[index], v > 0 else { return nil }
        return Glibc.log(v)
      case .ratio:
        guard let v = a[index], let b = columns[1][index], b != 0 else { return nil }
        return v / b
      case .difference:
        guard let v = a[index], let b = columns[1][index] else { return nil }
        return v - b
      }
    }
  }

  static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }
}
