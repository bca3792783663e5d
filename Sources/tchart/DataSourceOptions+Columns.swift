import TChartCSV
import TChartCache
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartStreams

/// The columns sheet's side of the flags: the choice they make, the flags a choice sets, and
/// the reader that reads the file again with another choice.
extension DataSourceOptions {
  /// The choice the flags make: `--x`, `--x-type`, `--date-format`, `--series`, `--y`.
  var columnChoice: ColumnChoice {
    ColumnChoice(
      x: xColumn, form: ReadingForm(xType: xType, dateFormat: dateFormat),
      series: seriesColumn.map { $0.split(separator: ",").map(String.init) } ?? [],
      lines: yColumn.map { $0.split(separator: ",").map(String.init) })
  }

  /// Whether any flag names columns (then a session's choice does not apply).
  var namesColumns: Bool { columnChoice != ColumnChoice() }

  /// These flags with `choice`'s in place of their own.
  func applying(_ choice: ColumnChoice) -> DataSourceOptions {
    var flags = self
    flags.xColumn = choice.x
    flags.xType = choice.form.xType
    flags.dateFormat = choice.form.dateFormat
    flags.seriesColumn = choice.series.isEmpty ? nil : choice.series.joined(separator: ",")
    flags.yColumn = choice.lines?.joined(separator: ",")
    return flags
  }

  /// The file the explorer may read again, with what the loader made of its `columns`; `nil`
  /// for standard input and the bundled sample.
  func fileReading(columns: [[ColumnReport]]) -> FileReading? {
    guard let file, file != "-" else { return nil }
    return FileReading(path: file, columns: columns, choice: columnChoice)
  }

  /// What reads the file again with a choice, through `loads` (the cache) with `--y`'s
  /// derived lines applied as on open; `nil` for standard input and the bundled sample.
  func rereader(_ loads: CachedLoads) -> FileRereader? {
    guard let file, file != "-" else { return nil }
    let flags = self
    let loader = Self.fileLoader(loads)
    return { choice in
      let changed = flags.applying(choice)
      let options = (try? changed.loadOptions()) ?? LoadOptions(xColumn: choice.x)
      let terms = try? changed.termsForLoadedCharts()
      return StreamReader(
        source: .file(path: file, options: options), name: file, options: StreamOptions(),
        fileLoader: { path, options, progress throws(LoadError) in
          var result = try loader(path, options, progress)
          guard let (terms, keepingOnlyNamed) = terms else { return result }
          for index in result.chartSets.indices {
            do throws(DerivedLineError) {
              try result.chartSets[index].apply(terms, keepingOnlyNamed: keepingOnlyNamed)
            } catch {
              throw LoadError(
                .usage, file: path, location: "", message: error.message(place: "--y"))
            }
          }
          return result
        })
    }
  }
}
