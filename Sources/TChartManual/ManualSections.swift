import TChartConfig
import TChartExplorer

/// The man page's sections that ArgumentParser's `generate-manual` does not write, in mdoc:
/// the keys and the mouse (from the same key table as the `?` help), files, the config file's
/// keys (from the config table), exit status and examples. `make man` puts them after the
/// options; a test checks that `docs/tchart.1` holds exactly this text.
public enum ManualSections {
  /// The sections, one mdoc request or text line per line.
  public static var text: String {
    (keys + mouse + files + configuration + exitStatus + examples)
      .joined(separator: "\n") + "\n"
  }

  /// `KEYS`: one list per help section but the mouse's.
  static var keys: [String] {
    var lines = [
      ".Sh KEYS",
      "In the explorer,",
      ".Ic \\&?",
      "shows every key and mouse gesture; the help and this list are made from one key table.",
    ]
    for section in KeyBindings.helpSections where section.title != "Mouse" {
      lines += [".Ss \(quoted(section.title))"]
      lines += list(section.rows.map { ($0.label, $0.description) })
    }
    return lines
  }

  /// `MOUSE`: the gestures the help lists.
  static var mouse: [String] {
    [".Sh MOUSE"] + list(KeyBindings.mouseGestures.map { ($0.label, $0.description) })
  }

  static var files: [String] {
    [
      ".Sh FILES",
      ".Bl -tag -width Ds",
      ".It Pa $XDG_CONFIG_HOME/tchart/config.toml",
      "(default",
      ".Pa ~/.config/tchart/config.toml )",
      "the defaults of command-line options, in TOML; see",
      ".Sx CONFIGURATION .",
      ".It Pa $XDG_STATE_HOME/tchart/",
      "(default",
      ".Pa ~/.local/state/tchart/ )",
      "the saved view of each file opened (a JSON file per data file), shown again when the same",
      "file is opened;",
      ".Fl -fresh",
      "ignores it.",
      ".It Pa $XDG_CACHE_HOME/tchart/",
      "(default",
      ".Pa ~/.cache/tchart/ )",
      "the column cache: the loaded columns of each file opened, mapped on the next open instead",
      "of parsing the file again (never for standard input, pipes, streams or folders), and in",
      ".Pa tables/",
      "the block summaries of large database tables, so they open again at once;",
      "bounded by",
      ".Fl -cache-size ,",
      "least recently used first;",
      ".Fl -no-cache",
      "turns it off, and the folder may be deleted at any time.",
      ".El",
    ]
  }

  /// `CONFIGURATION`: every key of the config table.
  static var configuration: [String] {
    var lines = [
      ".Sh CONFIGURATION",
      "The config file sets the defaults of these options; a flag on the command line wins over",
      "it, and a missing file is not an error. An unknown key, a value of the wrong type or one",
      "the option refuses is an error naming the file, the line and the key (exit 78).",
      ".Ic tchart --print-config",
      "prints the settings in force and where each comes from.",
      ".Bl -tag -width Ds",
    ]
    for key in ConfigKey.allCases {
      let row = key.row
      let value: String
      switch row.type {
      case .string: value = row.choices.isEmpty ? "string" : row.choices.joined(separator: " | ")
      case .boolean: value = "true | false"
      case .integer: value = "integer"
      }
      lines += [
        ".It Ic \(quoted(key.rawValue)) No = Ar \(quoted(value))",
        escaped(
          "Default of \(row.option): \(row.summary)"
            + (row.defaultValue.map { " (default \($0))." } ?? ".")),
      ]
    }
    lines += [
      ".El",
      ".Pp",
      "Example:",
      ".Bd -literal -offset indent",
      "theme = \"night\"",
      "y-scale = \"span\"",
      "tz = \"local\"",
      "keep = 100000",
      ".Ed",
    ]
    return lines
  }

  static var exitStatus: [String] {
    [".Sh EXIT STATUS"]
      + list([
        ("0", "done"),
        ("1", "no terminal"),
        ("64", "bad usage"),
        (
          "65",
          "bad data (the error names the file and the place), or a server's answer past "
            + "--max-answer"
        ),
        ("66", "a file that cannot be read"),
        ("69", "a database server that cannot be reached, or queries over --timeout in render"),
        ("73", "an --output that cannot be written"),
        (
          "77",
          "a database that may not be read, authentication refused, or an --every file that "
            + "cannot be run"
        ),
        ("78", "a bad config file"),
        ("130", "cancelled (pick: Esc, q or Ctrl-C)"),
      ])
  }

  static var examples: [String] {
    [
      ".Sh EXAMPLES",
      ".Bd -literal -offset indent",
      "tchart                          # the bundled sample",
      "tchart examples/cpu.csv --theme night",
      "tchart examples/stocks.csv --series symbol --y close",
      "tchart examples/cpu.csv --events examples/deploys.csv --shift 1d",
      "tchart examples/net.csv --y 'rate(rx_bytes),avg(cpu,1h)'",
      "stdbuf -oL vmstat 1 | tchart -                        # banner skipped; x the arrival time",
      "tchart --every 2s -- vmstat 1 2                         # vmstat's last row every 2 s",
      "tchart --follow metrics.csv --keep 100000               # like tail -f: what is appended",
      "tchart render --chart 2 --width 120 --height 40",
      "tchart render examples/cpu.csv --format svg --output chart.svg",
      "read lo hi < <(tchart pick --min 0 --max 100 --step 5)",
      ".Ed",
    ].map { $0.hasPrefix(".") ? $0 : escaped($0) }
  }

  /// A tag list of `rows`: the label in bold, the description as text.
  static func list(_ rows: [(String, String)]) -> [String] {
    [".Bl -tag -width Ds"]
      + rows.flatMap { [".It Sy \(quoted($0.0))", escaped($0.1)] } + [".El"]
  }

  /// `text` as one quoted macro argument (never read as a macro name).
  public static func quoted(_ text: String) -> String {
    "\"" + escaped(text).replacingOccurrences("\"", with: "\\(dq") + "\""
  }

  /// `text` for roff: backslashes as `\e`, every character outside ASCII as its roff escape
  /// (``escape(_:)``: groff needs no preprocessor), a leading `.` or `'` guarded by `\&`.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\e"
      } else if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        result += escape(scalar)
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  /// The roff escape of a character outside ASCII: groff's classic name where it has one that
  /// also reads in an ASCII terminal (`\(<-`, `\(->`, `\(+-`, `\(<=`), `...` for `…`, else
  /// `\[uXXXX]` (`\(*D` for `Δ`, which has no ASCII form).
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    if let name = classicNames[scalar] { return name }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
  }

  private static let classicNames: [Unicode.Scalar: String] = [
    "\u{2190}": "\\(<-", "\u{2192}": "\\(->", "\u{2191}": "\\(ua", "\u{2193}": "\\(da",
    "\u{00B1}": "\\(+-", "\u{2264}": "\\(<=", "\u{2265}": "\\(>=", "\u{2212}": "\\(mi",
    "\u{0394}": "\\(*D", "\u{00B7}": "\\(md", "\u{2026}": "...", "\u{2013}": "\\(en",
  ]

  /// `text` (ArgumentParser's `--experimental-dump-help` JSON) with every character outside
  /// ASCII written as its roff escape with `@@` for the backslash: the generate-manual plugin
  /// drops such characters (and doubles backslashes), so the page would lose `←` and `±`;
  /// `scripts/man-page.sh` turns `@@` back into `\`.
  public static func markingNonASCII(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        for piece in escape(scalar).unicodeScalars {
          if piece == "\\" { result += "@@" } else { result.unicodeScalars.append(piece) }
        }
      }
    }
    return result
  }
}

extension String {
  /// `self` with every `target` replaced by `replacement` (no Foundation).
  fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
