import ArgumentParser

/// `tchart --generate-completion-script SHELL`: ArgumentParser's script, with one change for
/// bash. The explorer is tchart's default subcommand, but ArgumentParser completes only
/// subcommand names after `tchart`; in bash the words after `tchart` that name no subcommand
/// complete as the explorer's (its options, their values, data files), as they are parsed.
enum CompletionScript {
  /// The line ArgumentParser's bash script offers the subcommands with, in `_tchart`.
  static let subcommandsComment = "        # Offer subcommand completions"

  /// The script for `shell` (`bash`, `zsh`, `fish`), `nil` for another name.
  static func script(for shell: String) -> String? {
    guard let kind = CompletionShell(rawValue: shell) else { return nil }
    let script = TChartCommand.completionScript(for: kind)
    return kind == .bash ? explorerByDefault(bash: script) : script
  }

  /// `script` with the root's "offer subcommands" branch also completing the explorer; the
  /// script unchanged when it does not have that branch (another ArgumentParser version).
  static func explorerByDefault(bash script: String) -> String {
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(of: subcommandsComment), index + 1 < lines.count,
      lines[index + 1].hasPrefix("        COMPREPLY+=")
    else { return script }
    let offer = lines[index + 1].dropFirst(8)
    lines[index] = "        # Offer subcommand completions (first word only) and the explorer's:"
    // After the first word the root has nothing to offer: its flags are the explorer's too.
    lines[index + 1] = "        if [[ ${COMP_CWORD} -eq 1 ]]; then \(offer); else COMPREPLY=(); fi"
    lines.insert(
      contentsOf: [
        "        unparsed_words=(\"${COMP_WORDS[@]:1:${COMP_CWORD}}\")",
        "        _tchart_explore",
      ], at: index + 2)
    return lines.joined(separator: "\n")
  }
}
