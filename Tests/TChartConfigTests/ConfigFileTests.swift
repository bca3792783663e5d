import TChartConfig
import TChartTOML
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// TOMLKit linked into the tests, as tchart loads it from libTChartTOML.so.
let tomlKit: TOMLLibrary.Reader = { TOMLDocument(lines: TOMLExport.read($0)) }

@Suite struct ConfigFileTests {
  let path = "/home/u/.config/tchart/config.toml"

  func error(_ text: String) -> ConfigError? {
    do {
      _ = try ConfigFile.parse(text: text, path: path, reader: tomlKit)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKindOfKeyWithItsLine() throws {
    let text = """
      # my defaults
      theme = "night"
      animation = false

      "y-scale" = "log"
      tz = "+02:00"
      keep = 100000
      layout = "cards"
      """
    let file = try ConfigFile.parse(text: text, path: path, reader: tomlKit)
    #expect(file.values[.theme] == ConfigValue(argument: "night", line: 2))
    #expect(file.values[.animation] == ConfigValue(argument: "false", line: 3))
    #expect(file.values[.yScale] == ConfigValue(argument: "log", line: 5))
    #expect(file.values[.timeZone] == ConfigValue(argument: "+02:00", line: 6))
    #expect(file.values[.keep] == ConfigValue(argument: "100000", line: 7))
    #expect(file.values[.layout] == ConfigValue(argument: "cards", line: 8))
  }

  @Test func anEmptyFileSetsNothing() throws {
    #expect(
      try ConfigFile.parse(text: "# nothing yet\n", path: path, reader: tomlKit).values.isEmpty)
  }

  @Test func anUnknownKeyNamesTheFileLineAndKey() {
    let found = error("theme = \"day\"\n\n  colour = 3\n")
    #expect(
      found?.description
        == "tchart: \(path):3:3: unknown key 'colour' (known: theme, animation, hints, y-scale, tz, "
        + "keep, layout, glyphs, cache, cache-size, max-answer)")
  }

  @Test func aTableIsAnUnknownKeyAtItsHeader() {
    let found = error("theme = \"day\"\n[explore]\ntheme = \"night\"\n")
    #expect(found?.line == 2)
    #expect(found?.column == 2)
    #expect(found?.message.hasPrefix("unknown key 'explore'") == true)
  }

  @Test func aWrongTypeNamesTheKeyAndBothTypes() {
    #expect(
      error("keep = 10\ntheme = 3\n")?.description
        == "tchart: \(path):2:1: 'theme' must be a string, not an integer")
    #expect(
      error("animation = \"no\"")?.message == "'animation' must be true or false, not a string")
    #expect(error("keep = 2.5")?.message == "'keep' must be an integer, not a float")
  }

  @Test func aValueTheOptionRefusesIsAnError() {
    #expect(
      error("theme = \"blue\"")?.description
        == "tchart: \(path):1:1: 'theme' cannot be \"blue\" (terminal, night, day)")
    #expect(
      error("tz = \"Qwxz\"")?.message
        == "'tz' cannot be \"Qwxz\" (UTC, local, a zone such as Europe/Berlin, or ±HH:MM)")
    // Zone names are the tz database's.
    #expect(error("tz = \"Europe/Berlin\"") == nil)
    // A misspelt zone names the closest, as --tz does (issue 30).
    #expect(
      error("theme = \"night\"\ntz = \"Europe/Berln\"")?.description
        == "tchart: \(path):2:1: 'tz' cannot be \"Europe/Berln\" (did you mean Europe/Berlin?)")
    #expect(error("keep = 1")?.line == 1)
  }

  @Test func aDeepTableHeaderIsRefusedBeforeTheReaderSeesIt() {
    // Issue 37: a header of 150,000 parts overflowed the TOML reader's stack.
    let header = "[" + Array(repeating: "a", count: 150_000).joined(separator: ".") + "]\n"
    let found = error("theme = \"day\"\n" + header)
    #expect(found?.exitCode == 78)
    #expect(found?.line == 2)
    #expect(found?.message == "a key of 150000 dotted parts (at most 64)")
    let key = Array(repeating: "b", count: 200_000).joined(separator: ".") + " = 1\n"
    #expect(error(key)?.message == "a key of 200000 dotted parts (at most 64)")
    // Dots in quotes, values and comments are no parts.
    let dots = String(repeating: ".", count: 100)
    #expect(error("\"\(dots)\" = 1")?.message.hasPrefix("unknown key") == true)
    #expect(error("# \(dots)\ntheme = \"day\" # \(dots)") == nil)
  }

  @Test func manyTablesArePlacedInOnePass() {
    // Issue 37: the text was split once per key (4,000 tables took 14 s); each key is placed
    // at its header.
    let text = (0..<5000).map { "[t\($0)]" }.joined(separator: "\n") + "\n"
    let found = error("theme = \"day\"\n" + text)
    #expect(found?.line == 2)
    #expect(found?.message.hasPrefix("unknown key 't0'") == true)
  }

  @Test func keepIsBoundedNamingTheLargestValue() {
    // Issue 37: Int.max passed and every stream then trapped reserving its columns.
    let largest = error("keep = 9223372036854775807")
    #expect(largest?.exitCode == 78)
    #expect(
      largest?.message == "'keep' cannot be \"9223372036854775807\" (from 2 to 100000000)")
    #expect(error("keep = 100000001")?.line == 1)
    #expect(error("keep = 100000000") == nil)
    #expect(error("keep = 1")?.message == "'keep' cannot be \"1\" (from 2 to 100000000)")
  }

  @Test func theCacheKeysTakeASwitchAndASize() throws {
    let file = try ConfigFile.parse(
      text: "cache = false\ncache-size = \"2G\"\n", path: path, reader: tomlKit)
    #expect(file.values[.cache] == ConfigValue(argument: "false", line: 1))
    #expect(file.values[.cacheSize] == ConfigValue(argument: "2G", line: 2))
    let found = error("cache-size = \"lots\"")
    #expect(
      found?.description
        == "tchart: \(path):1:1: 'cache-size' cannot be \"lots\" (the column cache's bound: "
        + "2G, 500M, … (default: 4G or 10% of its disk))")
    #expect(found?.exitCode == 78)
    #expect(error("cache-size = 2") != nil)
    #expect(error("cache = \"no\"") != nil)
  }

  @Test func theFirstProblemInTheFileIsReported() {
    #expect(error("zzz = 1\ntheme = 3\n")?.line == 1)
    #expect(error("theme = 3\nzzz = 1\n")?.line == 1)
    #expect(error("theme = 3\nzzz = 1\n")?.message.contains("'theme'") == true)
  }

  @Test func aSyntaxErrorHasTOMLKitsLineAndColumn() {
    let found = error("theme = \"night\"\nkeep = = 3\n")
    #expect(found?.line == 2)
    #expect((found?.column ?? 0) > 1)
    #expect(found?.description.hasPrefix("tchart: \(path):2:") == true)
  }

  @Test func theEnvironmentNamesThePath() {
    #expect(
      ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
        == "/x/tchart/config.toml")
    // A relative XDG_CONFIG_HOME is ignored, as the XDG spec says.
    #expect(
      ConfigFile.path(environment: ["XDG_CONFIG_HOME": "x", "HOME": "/h"])
        == "/h/.config/tchart/config.toml")
    #expect(ConfigFile.path(environment: [:]) == nil)
  }

  @Test func aMissingFileIsNoError() throws {
    #expect(try ConfigFile.load(path: "/nonexistent-tchart/config.toml", reader: tomlKit) == nil)
    let settings = try Settings.load(
      environment: ["XDG_CONFIG_HOME": "/nonexistent-tchart"], reader: tomlKit)
    #expect(settings.file == nil)
    #expect(settings.path == "/nonexistent-tchart/tchart/config.toml")
  }

  @Test func aFileOnDiskIsRead() throws {
    let directory = "/tmp/tchart-config-test-\(getpid())"
    mkdir(directory, 0o700)
    mkdir(directory + "/tchart", 0o700)
    let file = directory + "/tchart/config.toml"
    defer {
      unlink(file)
      rmdir(directory + "/tchart")
      rmdir(directory)
    }
    let handle = fopen(file, "w")
    fputs("layout = \"list\"\n", handle)
    fclose(handle)
    let settings = try Settings.load(environment: ["XDG_CONFIG_HOME": directory], reader: tomlKit)
    #expect(settings.file?.values[.layout] == ConfigValue(argument: "list", line: 1))
  }
}

@Suite struct SettingsTests {
  let file = ConfigFile(
    path: "/c/config.toml",
    values: [
      .theme: ConfigValue(argument: "night", line: 2),
      .keep: ConfigValue(argument: "500", line: 4),
    ])

  @Test func aFlagWinsOverTheFileWhichWinsOverTheDefault() {
    let settings = Settings(path: file.path, file: file)
    #expect(
      settings.resolved(.theme, flag: "day") == ResolvedSetting(argument: "day", origin: .flag))
    #expect(
      settings.resolved(.theme, flag: nil)
        == ResolvedSetting(argument: "night", origin: .file(path: "/c/config.toml", line: 2)))
    #expect(
      settings.resolved(.layout, flag: nil) == ResolvedSetting(argument: "one", origin: .builtIn))
    #expect(
      Settings(path: nil, file: nil).resolved(.theme, flag: nil)
        == ResolvedSetting(argument: "terminal", origin: .builtIn))
    // keep has no default: unset unless the file or the flag sets it.
    #expect(Settings(path: nil, file: nil).resolved(.keep, flag: nil) == nil)
  }

  @Test func printConfigSaysWhereEachValueComesFrom() {
    let settings = Settings(path: file.path, file: file)
    #expect(
      settings.printout(flags: [.yScale: "log"]) == """
        # config file: /c/config.toml
        theme = "night"      # /c/config.toml:2
        animation = true     # default
        hints = true         # default
        y-scale = "log"      # flag --y-scale
        tz = "UTC"           # default
        keep = 500           # /c/config.toml:4
        layout = "one"       # default
        glyphs = "auto"      # default
        cache = true         # default
        # cache-size =       # not set: the column cache's bound: 2G, 500M, … (default: 4G or 10% of its disk)
        max-answer = "256M"  # default

        """)
    #expect(
      Settings(path: "/none/config.toml", file: nil).printout(flags: [:])
        .hasPrefix("# config file: /none/config.toml (none)\n"))
  }

  @Test func everyKeyHasAnOptionADefaultThatItAcceptsAndASummary() {
    for key in ConfigKey.allCases {
      let row = key.row
      #expect(row.option.hasPrefix("--"))
      #expect(!row.summary.isEmpty)
      if let value = row.defaultValue { #expect(row.accepts(value), "\(key)") }
      for choice in row.choices { #expect(row.accepts(choice)) }
      #expect(!row.accepts("no such value"))
    }
  }

  @Test func theYScaleKeyTakesIndexAndShape() {
    let row = ConfigKey.yScale.row
    #expect(row.choices == ["window", "span", "zero", "log", "index", "shape"])
    #expect(row.accepts("index") && row.accepts("shape") && !row.accepts("rebased"))
  }
}

@Suite struct TOMLDocumentTests {
  @Test func theLibrarysLinesRoundTripEveryKindOfValue() {
    let text = """
      name = "a\\tb \\"q\\" \\\\ ±"
      "odd\\tkey" = true
      count = -42
      ratio = 0.5
      list = [1, 2]
      when = 2024-01-01
      [table]
      x = 1
      """
    let document = TOMLDocument(lines: TOMLExport.read(text))
    guard case .keys(let keys) = document else {
      Issue.record("not read: \(document)")
      return
    }
    let byName = Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.value) })
    #expect(byName["name"] == .string("a\tb \"q\" \\ ±"))
    #expect(byName["odd\tkey"] == .boolean(true))
    #expect(byName["count"] == .integer(-42))
    #expect(byName["ratio"] == .other("a float"))
    #expect(byName["list"] == .other("an array"))
    #expect(byName["when"] == .other("a date"))
    #expect(byName["table"] == .other("a table"))
    #expect(keys.count == 7)
  }

  /// `theme = night`: TOML's strings are quoted; the error says so, not TOMLKit's words about
  /// floating-point numbers.
  @Test func anUnquotedTextSaysToQuoteIt() throws {
    func error(_ text: String) -> ConfigError? {
      do {
        _ = try ConfigFile.parse(text: text, path: "config.toml", reader: tomlKit)
        return nil
      } catch {
        return error
      }
    }
    let failure = try #require(error("# mine\ntheme = night\n"))
    #expect(failure.line == 2 && failure.exitCode == 78)
    #expect(failure.message == "the text night needs quotes: theme = \"night\"")
    // Other syntax errors keep TOML's message; true and false need no quotes.
    #expect(error("a = 1\nb = \"open\n")?.message.contains("needs quotes") == false)
    #expect(error("animation = false\ntheme = \"night\"\n") == nil)
  }

  @Test func aSyntaxErrorKeepsItsPlaceAndMessage() {
    let document = TOMLDocument(lines: TOMLExport.read("a = 1\nb = \"open\n"))
    guard case .syntaxError(let line, let column, let message) = document else {
      Issue.record("no error: \(document)")
      return
    }
    #expect(line == 2)
    #expect(column > 1)
    #expect(!message.isEmpty)
  }
}
