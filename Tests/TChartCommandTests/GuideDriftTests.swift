import ArgumentParser
import Foundation
import TChartExplorer
import TChartManual
import Testing

@testable import tchart

/// The guide's tables and the help texts follow the commands and the key table: a new flag
/// or key that is not in docs/guide.md fails here, not in a user's hands.
@Suite struct GuideDriftTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func guide() throws -> String {
    try String(
      contentsOf: repository.appendingPathComponent("docs/guide.md"), encoding: .utf8)
  }

  /// The rows of the guide's table whose header row is `header`.
  static func table(_ text: String, header: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == header }) else { return "" }
    return lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
  }

  /// The long flags `command`'s `--help` lists as options (not `--help` and `--version`).
  static func flags(of command: ParsableCommand.Type) -> Set<String> {
    var flags: Set<String> = []
    for line in TChartCommand.helpMessage(for: command).split(separator: "\n") {
      let row = String(line.drop { $0 == " " })
      guard row.hasPrefix("-") else { continue }
      let names = row.split(separator: "  ", maxSplits: 1).first ?? ""
      for match in names.matches(of: /--[a-z][a-z0-9-]*/) { flags.insert(String(match.output)) }
    }
    return flags.subtracting(["--help", "--version"])
  }

  @Test func theGuidesOptionTableNamesEveryFlag() throws {
    let table = Self.table(try Self.guide(), header: "| option | what it does | see |")
    #expect(!table.isEmpty, "the guide's option table is gone")
    let all = Self.flags(of: ExploreCommand.self)
      .union(Self.flags(of: RenderCommand.self)).union(Self.flags(of: PickCommand.self))
    #expect(all.contains("--layout") && all.contains("--min"))
    for flag in all.sorted() {
      let named = table.matches(of: /--[a-z][a-z0-9-]*/).contains { $0.output == flag }
      #expect(named, "docs/guide.md's option table lacks \(flag)")
    }
  }

  /// Every letter and sign the explorer's key table binds is in the guide's key table.
  @Test func theGuidesKeyTableNamesEveryKey() throws {
    let table = Self.table(try Self.guide(), header: "| keys | what they do |")
    #expect(!table.isEmpty, "the guide's key table is gone")
    let shifted = Set("!@#$%^&*(")
    for binding in KeyBindings.all {
      for command in binding.commands {
        guard case .character(let character) = command.key, !character.isNumber,
          !shifted.contains(character)
        else { continue }
        #expect(
          table.contains("`\(character)`"),
          "docs/guide.md's key table lacks `\(character)` (\(binding.description))")
      }
    }
  }

  /// `help explore` describes `]` and `[` as the event keys they are, and names `z`.
  @Test func explorersHelpTellsTheEventKeysAndZ() {
    let help = TChartCommand.helpMessage(for: ExploreCommand.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!help.contains("(or ] and [) next/previous chart set"))
    #expect(help.contains("] and [ the next/previous event"))
    #expect(help.contains("z shows the times in UTC"))
  }
}
