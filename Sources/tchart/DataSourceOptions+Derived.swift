import ArgumentParser
import TChartData

/// `--y` with derived lines (`--y 'cpu,rate(rx_bytes),avg(cpu,1h)'`): the loader reads the
/// plain names' columns and the inputs (every column in the wide layout), then the derived
/// lines are computed at full resolution and placed after their inputs.
extension DataSourceOptions {
  /// The terms of `--y`; a bad expression is a usage error (exit 64) naming the term.
  func yTerms() throws -> [LineExpression] {
    guard let yColumn else { return [] }
    do {
      return try DerivedLineParser.parse(yColumn)
    } catch {
      throw ValidationError(error.message(place: "--y"))
    }
  }

  /// The derived lines `--y` asks for (none for a table: its helper pushes them into SQL).
  func derivedSpecs() throws -> [DerivedLineSpec] {
    guard table == nil else { return [] }
    return try yTerms().compactMap {
      if case .derived(let spec) = $0 { spec } else { nil }
    }
  }

  /// The `--y` the loader gets: as written without derived lines; with them, the long
  /// layout's value column (the one plain name) or nothing (every column, filtered after).
  func loaderYColumn() throws -> String? {
    guard try !derivedSpecs().isEmpty else { return yColumn }
    let plain = try yTerms().compactMap { if case .plain(let name) = $0 { name } else { nil } }
    if seriesColumn != nil {
      guard plain.count <= 1 else {
        throw ValidationError(
          "--y \(yColumn ?? ""): the long layout takes one value column beside derived lines")
      }
      return plain.first
    }
    return nil
  }

  /// `chartSets` with `--y`'s derived lines added (in the wide layout, only the named lines
  /// and the inputs kept); an unknown input ends the process as a usage error (exit 64).
  func derivingLines(_ chartSets: [ChartSet]) throws -> [ChartSet] {
    let specs = try derivedSpecs()
    guard !specs.isEmpty else { return chartSets }
    let terms = try yTerms()
    let plain = terms.compactMap { if case .plain(let name) = $0 { name } else { nil } }
    return try chartSets.map { chart in
      var chart = chart
      let names = chart.lines.map(\.name)
      do throws(DerivedLineError) {
        for name in plain where seriesColumn == nil && !names.contains(name) {
          throw DerivedLineError.unknownLine(name: name, term: name, known: names)
        }
        for spec in specs {
          for input in spec.inputs
          where !names.contains(input) && !specs.contains(where: { $0.name == input }) {
            throw DerivedLineError.unknownLine(name: input, term: spec.name, known: names)
          }
        }
        if seriesColumn == nil {
          let kept = Set(plain + specs.flatMap(\.inputs))
          chart.lines.removeAll { !kept.contains($0.name) }
        }
        for spec in specs { try chart.addDerived(spec, color: chart.freeColor) }
      } catch {
        StandardError.write(error.message(place: "--y"))
        throw ExitCode(64)
      }
      return chart
    }
  }
}
