import ArgumentParser
import TChartManual

#if canImport(Glibc)
  import Glibc
#endif

/// `tchart`: the explorer by default, plus `render` and `pick`.
@main
struct TChartCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tchart",
    abstract:
      "Explore charts in the terminal: braille lines, bars and areas, a mini-map and a range "
      + "slider.",
    usage: """
      tchart [<file>] [--x <name>] [--no-animation] [--theme <theme>] [--print-config]
      tchart [- | --follow <file>] [--keep <n>] [--header | --no-header] [--x-arrival]
      tchart --every <interval> [--every-timeout <duration>] -- <command> [<argument> ...]
      tchart render [<file>] [--chart <n>] [--width <w>] [--height <h>] [--range <A:B>] ...
      tchart pick --min <min> --max <max> [--step <step>] [--format <format>] ...
      """,
    discussion: """
      With no subcommand, tchart opens the explorer on FILE (Telegram 2019 contest JSON: an \
      array of charts or one chart object; CSV/TSV; JSON records as web APIs give them: an \
      array of objects, an object of arrays, records under one key, JSON lines), on a stage-2 \
      contest folder (an \
      overview.json beside YYYY-MM/DD.json day files) or a folder of such folders, or on a \
      bundled sample when FILE is omitted. Data piped in (`-`), a FIFO or --follow FILE is \
      a live stream: the explorer opens at once and follows the rows as they arrive.

      Exit codes: 0 done, 1 no terminal, 64 bad usage, 65 bad data, 66 unreadable file, \
      69 a database unreachable, 73 an --output that cannot be written, 77 permission \
      refused, 78 a bad config file, 130 cancelled. The \
      terminal is restored on every exit, Ctrl-C and SIGTERM included; \
      after SIGKILL, which cannot be caught, run `reset`.
      """,
    version: BuildVersion.text,
    subcommands: [
      ExploreCommand.self, RenderCommand.self, PickCommand.self, DebugInputCommand.self,
      ManualCommand.self,
    ],
    defaultSubcommand: ExploreCommand.self
  )

  /// ArgumentParser's `main`, but for `--generate-completion-script` (see ``CompletionScript``)
  /// and `--experimental-dump-help`, which `make man`'s plugin reads: its characters outside
  /// ASCII are written as roff escapes the plugin keeps (``ManualSections/markingNonASCII(_:)``).
  /// SIGXFSZ is ignored first: past a file size limit (`ulimit -f`) a write then fails with
  /// EFBIG, which every command handles (a cache entry not written is a note, an `--output`
  /// that cannot be written an error), instead of the signal ending the process silently.
  static func main() {
    signal(SIGXFSZ, SIG_IGN)
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.count == 2, arguments[0] == "--generate-completion-script",
      let script = CompletionScript.script(for: arguments[1])
    {
      print(script)
      return
    }
    if arguments == ["--experimental-dump-help"] {
      print(ManualSections.markingNonASCII(_dumpHelp()))
      return
    }
    main(nil)
  }
}
