import ArgumentParser
import TChartExplorer

/// `--view line|scatter|histogram|xy:A,B`.
extension GraphView: ExpressibleByArgument {
  public init?(argument: String) { self.init(text: argument) }

  public var defaultValueDescription: String { text }
}
