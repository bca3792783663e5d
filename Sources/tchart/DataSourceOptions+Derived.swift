import ArgumentParser
import TChartConfig
import TChartData
import TChartSources

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

  /// The columns `--y` names, plain or as a derived line's input (the loader's
  /// ``LoadOptions/namedColumns``).
  func yNames() throws -> [String] {
    try yTerms().flatMap { term -> [String] in
      switch term {
      case .plain(let name): [name]
      case .derived(let spec): spec.inputs
      }
    }
  }

  /// The derived lines `--y` asks for (none for a table: its helper pushes them into SQL).
  func derivedSpecs() throws -> [DerivedLineSpec] {
    guard table == nil else { return [] }
    return try yTerms().compactMap {
      if case .derived(let spec) = $0 { spec } else { nil }
    }
  }

  /// Whether the loaded chart sets take `--y`'s terms after the load: derived lines, or
  /// several plain names in the wide layout (`--y gdp,unemp`: the lines kept).
  func keepsTermsAfterLoad() throws -> Bool {
    guard table == nil else { return false }
    if try !derivedSpecs().isEmpty { return true }
    return try seriesColumn == nil && yTerms().count > 1
  }

  /// The `--y` the loader gets: as written with one plain name; with derived lines or several
  /// names, the long layout's value column (the one plain name) or nothing (every column,
  /// filtered after).
  func loaderYColumn() throws -> String? {
    guard try keepsTermsAfterLoad() else { return yColumn }
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
    guard let (terms, keepingOnlyNamed) = try termsForLoadedCharts() else { return chartSets }
    return try chartSets.map { chart in
      var chart = chart
      do throws(DerivedLineError) {
        try chart.apply(terms, keepingOnlyNamed: keepingOnlyNamed)
      } catch {
        let path = file.map { $0 == "-" ? "stdin" : $0 } ?? "the sample"
        StandardError.write("tchart: \(path): " + error.message(place: "--y"))
        throw ExitCode(64)
      }
      return chart
    }
  }

  /// The terms of `--y` the loaded chart sets still take (`nil` when the loader applied all:
  /// no derived line), and whether only the lines named stay (the wide layout; the long
  /// layout's plain term is its value column, not a line).
  func termsForLoadedCharts() throws -> (terms: [LineExpression], keepingOnlyNamed: Bool)? {
    guard try keepsTermsAfterLoad() else { return nil }
    let terms = try yTerms().filter {
      if case .plain = $0 { seriesColumn == nil } else { true }
    }
    return (terms, seriesColumn == nil)
  }
}

/// A wide table opened again with other `--y` columns: the explorer's picker adds a derived
/// line (`^T`) or removes one (`^X`) through it.
extension DataSourceOptions {
  /// What opens the table the flags name with other columns, as ``openTable(settings:)`` opens it (a
  /// large one summarised); `nil` for a long table (`--series`), whose lines are series.
  func tableOpener(settings: Settings) -> SourceQueryRunner.Opener? {
    guard seriesColumn == nil else { return nil }
    let flags = self
    let summaryStore = summaryStore(settings: settings)
    let answerBytes = answerBytes(settings: settings)
    return { columns throws(SourceError) in
      var changed = flags
      changed.yColumn = columns.joined(separator: ",")
      guard let file = changed.file, let kind = changed.kind,
        kind.capabilities.contains(.derivedInSQL)
      else {
        throw SourceError(.usage, place: changed.file ?? "", message: "no table to open")
      }
      return try kind.opens(
        changed.sourceRequest(file, answerBytes: answerBytes, summaryStore: summaryStore))
    }
  }
}
