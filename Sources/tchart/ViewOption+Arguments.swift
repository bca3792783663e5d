import ArgumentParser
import TChartExplorer

// A view option's flag and help as ArgumentParser declares them:
// `@Option(name: .view(.theme), help: .explore(.theme)) var theme: ThemeChoice?`.

extension NameSpecification {
  /// A view option's long flag (`--y-scale`).
  static func view(_ option: ViewOption) -> NameSpecification { .customLong(option.name) }
}

extension ArgumentHelp {
  /// A view option's help in `tchart explore`.
  static func explore(_ option: ViewOption) -> ArgumentHelp {
    ArgumentHelp(option.help, valueName: option.valueName)
  }

  /// A view option's help in `tchart render`.
  static func render(_ option: ViewOption) -> ArgumentHelp {
    ArgumentHelp(option.renderHelp ?? option.help, valueName: option.valueName)
  }
}
