// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "tchart",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tchart", targets: ["tchart"]),
    .executable(name: "tchart-bench", targets: ["tchart-bench"]),
    // The modules as one library, for the fuzz harnesses (Tests/Fuzz, a package of its own).
    .library(
      name: "TChartLibraries",
      targets: [
        "TChartTime", "TChartData", "TChartRange", "TChartStorage", "TChartCSV", "TChartJSON",
        "TChartLoading",
        "TChartStreams", "TChartSources", "TChartCells", "TChartRender", "TChartProgram",
        "TChartSlider", "TChartExplorer", "TChartExplorerRuntime", "TChartTerminal",
        "TChartTesting", "TChartCache",
      ]),
    // TOMLKit behind dlopen: loaded only when a config file exists (see TOMLLibrary).
    .library(name: "TChartTOML", type: .dynamic, targets: ["TChartTOML"]),
  ],
  dependencies: [
    // The command line: subcommands, `--help`, `--version` and usage errors (exit 64) for free.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The config file's TOML (toml++ underneath).
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
  ],
  targets: [
    // ncursesw headers; only TChartTerminal imports it.
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    // The system's libsqlite3; only TChartSQLite imports it.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // The system's libcurl (HTTP/1.1 and 2, TLS, proxies); only TChartHTTP imports it. Its
    // headers only (apt libcurl4-openssl-dev, which `make deps` installs): the library is opened
    // with dlopen by the first HTTP client, since linking it (pkgConfig's -lcurl) would load it
    // and ~30 libraries more at every start of tchart (Sources/CCurl/shim.h).
    .systemLibrary(name: "CCurl"),
    // A blocking HTTP client on libcurl: one kept-alive connection, TLS with a CA file, bearer
    // and basic authorization, time limits and cancelling from another thread.
    .target(name: "TChartHTTP", dependencies: ["CCurl"]),
    // SQLite files as series sources (read-only), behind the model's SQLSeriesBackend.
    .target(
      name: "TChartSQLite",
      dependencies: ["CSQLite", "TChartData", "TChartTime", "TChartCSV", "TChartSources"]),
    // Chart sets, series, colours, columns, pyramids and M4, derived lines, statistics, scales
    // and ticks and number formats: what everything builds on.
    .target(name: "TChartData", dependencies: ["TChartTime"]),
    // The range model: the window over a span that the slider, the mini-map and `pick` share
    // (a selection with a minimum width, snapped to a grid), and its formatter.
    .target(name: "TChartRange", dependencies: ["TChartData"]),
    // Time without Foundation: civil dates and their texts, calendar periods, time precision,
    // time zones (TZif and POSIX rules, the zone times are shown in, the system's tz database).
    .target(name: "TChartTime"),
    // The files tchart keeps (the cache's, the summaries', the sessions', the config's: folders
    // checked as ssh checks ~/.ssh, exclusive temporary files) and chart sets' mappable archive.
    .target(name: "TChartStorage", dependencies: ["TChartData", "TChartTime"]),
    // CSV/TSV, whitespace and headerless tables, date and time forms, row filters, text checks,
    // load options and results: the table reader.
    .target(name: "TChartCSV", dependencies: ["TChartData", "TChartTime"]),
    // The JSON parser, JSON records read as tables, and contest charts.
    .target(name: "TChartJSON", dependencies: ["TChartData", "TChartTime", "TChartCSV"]),
    // Reading a file or stream into chart sets: `ChartLoader` (sniffs and dispatches), CSV
    // streams parsed as they arrive, checked reads, chart folders, day files and event files,
    // saved command output (the reader `--every` shares).
    .target(
      name: "TChartLoading",
      dependencies: ["TChartData", "TChartTime", "TChartCSV", "TChartJSON", "CMemory"]),
    // mremap for Swift (variadic in C): a stream's columns move under their arrays uncopied.
    .systemLibrary(name: "CMemory"),
    // Live input, `--follow`, pipes and `--every` commands: threads, descriptors, children.
    .target(
      name: "TChartStreams",
      dependencies: ["TChartData", "TChartTime", "TChartCSV", "TChartJSON", "TChartLoading"]),
    // The column cache: loaded chart sets kept in $XDG_CACHE_HOME/tchart/ and mapped back on
    // the next open (keys, entries, the size bound, background writes); the payload's layout
    // is a codec the executable passes in.
    .target(name: "TChartCache", dependencies: ["TChartData", "TChartStorage", "TChartCSV"]),
    // The SQL seam: series backends, dialects, block summaries, the query runner and its cache.
    .target(
      name: "TChartSources",
      dependencies: ["TChartData", "TChartStorage", "TChartCSV", "TChartStreams"]),
    // The bundled sample data set, embedded in the binary at build time.
    .target(
      name: "TChartSample",
      path: "Resources",
      exclude: ["README.md"],
      sources: ["BundledSample.swift"],
      resources: [.embedInCode("sample.json")]
    ),
    // What a terminal shows, pure: cells and styles, the screen buffer, the frame diff, ANSI
    // output, themes and glyph sets.
    .target(name: "TChartCells", dependencies: ["TChartData"]),
    // Drawing charts into cells, pure: the braille canvas and rasterisers, fills and pies,
    // legend fitting, the widgets, SVG pictures.
    .target(
      name: "TChartRender",
      dependencies: ["TChartData", "TChartRange", "TChartTime", "TChartCells"]),
    // What the runtime gives a program (key, mouse and resize events) and what it expects
    // back (the update/render/exit contract): owned by the runtime, as in bubbletea.
    .target(name: "TChartProgram", dependencies: ["TChartCells"]),
    // The range slider's interaction (keys and mouse) and the `tchart pick` program.
    .target(
      name: "TChartSlider",
      dependencies: ["TChartData", "TChartRange", "TChartCells", "TChartRender", "TChartProgram"]),
    // The explorer, pure: state, actions, the reducer, layout, input mapping and the screens.
    .target(
      name: "TChartExplorer",
      dependencies: [
        "TChartData", "TChartRange", "TChartCells", "TChartTime", "TChartCSV", "TChartStreams",
        "TChartSources", "TChartRender", "TChartProgram", "TChartSlider",
      ]),
    // The explorer's edges: the store that runs it (its threads: the stream reader, the table
    // queries, the effect runner) and its file I/O (session files, SVG exports).
    .target(
      name: "TChartExplorerRuntime",
      dependencies: [
        "TChartData", "TChartCells", "TChartStorage", "TChartTime", "TChartStreams",
        "TChartSources", "TChartProgram", "TChartExplorer", "TChartCSV",
      ]),
    // The only module that touches ncurses: it runs any program on the terminal.
    .target(
      name: "TChartTerminal",
      dependencies: ["CNcurses", "TChartData", "TChartCells", "TChartRender", "TChartProgram"]
    ),
    // The config file: its key table, TOML reading and checking, flag > file > default.
    .target(
      name: "TChartConfig",
      dependencies: [
        "TChartData", "TChartStorage", "TChartTime", "TChartCSV", "TChartExplorer", "TChartCache",
      ]),
    // TOMLKit's reading of a document, for libTChartTOML.so (TChartConfig opens it with dlopen).
    .target(name: "TChartTOML", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
    // The man page's own sections (keys, mouse, files, config, exit codes, examples), made
    // from the key table and the config table.
    .target(name: "TChartManual", dependencies: ["TChartExplorer", "TChartConfig"]),
    // The git commit of the build, from a header `make` writes (empty without it).
    .target(name: "CBuildInfo"),
    // The `tchart` command: its subcommands, the data source options and the explore session.
    .executableTarget(
      name: "tchart",
      dependencies: [
        "TChartData", "TChartCells", "TChartTime", "TChartCSV", "TChartLoading", "TChartStreams",
        "TChartSources", "TChartSample", "TChartRender", "TChartProgram", "TChartSlider",
        "TChartExplorer", "TChartExplorerRuntime", "TChartTerminal", "TChartClickHouse",
        "TChartSQLite", "TChartConfig", "TChartManual", "CBuildInfo", "TChartCache",
        "TChartPrometheus", "TChartHTTP", "TChartPostgres",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The benchmarks (`make bench`) and the peerbench contract (`make bench-peers`).
    .executableTarget(
      name: "tchart-bench",
      dependencies: [
        "TChartData", "TChartCells", "TChartStorage", "TChartTime", "TChartCSV", "TChartLoading",
        "TChartStreams", "TChartSources", "TChartRender", "TChartProgram", "TChartExplorer",
        "TChartExplorerRuntime", "TChartTesting", "TChartSQLite", "CSQLite", "TChartClickHouse",
        "TChartHTTP", "TChartPrometheus", "TChartPostgres",
      ]
    ),
    // ClickHouse tables as series sources over HTTP(S) (TChartHTTP, libcurl): the SQL dialect,
    // the M4 queries.
    .target(
      name: "TChartClickHouse",
      dependencies: ["TChartData", "TChartCSV", "TChartSources", "TChartHTTP"]),
    // PostgreSQL tables as series sources through libpq (opened with dlopen): the SQL
    // dialect, the M4 queries.
    .target(
      name: "TChartPostgres",
      dependencies: ["TChartData", "TChartCSV", "TChartSources", "TChartHTTP"]),
    // Prometheus (and servers speaking its HTTP API) as a series source: PromQL range
    // queries at the window's dot columns, exact extremes per column, over TChartHTTP.
    .target(
      name: "TChartPrometheus",
      dependencies: ["TChartData", "TChartJSON", "TChartSources", "TChartHTTP"]),
    // A seeded random generator shared by the tests and the benchmarks; the explorer's
    // invariants and the random event sequences shared by the property tests, the soak and the
    // fuzz harnesses.
    .target(
      name: "TChartTesting",
      dependencies: [
        "TChartData", "TChartCells", "TChartStorage", "TChartTime", "TChartCSV", "TChartLoading",
        "TChartStreams", "TChartSources", "TChartRender", "TChartProgram", "TChartExplorer",
        "TChartExplorerRuntime",
      ]),
    // The data model, the times and the kept archive.
    .testTarget(
      name: "TChartDataTests",
      dependencies: ["TChartData", "TChartRange", "TChartStorage", "TChartTime", "TChartTesting"]
    ),
    // Loading: CSV, JSON, streams, chart folders, day and event files, the tz database.
    .testTarget(
      name: "TChartLoadingTests",
      dependencies: [
        "TChartData", "TChartTime", "TChartCSV", "TChartJSON", "TChartLoading", "TChartStreams",
        "TChartSources", "TChartSample", "TChartTesting",
      ]
    ),
    // Cells and chart drawing.
    .testTarget(
      name: "TChartRenderTests",
      dependencies: ["TChartData", "TChartCells", "TChartRender", "TChartTesting"]
    ),
    // The explorer, headless: keys and mouse, frames, sessions, undo, the store.
    .testTarget(
      name: "TChartExplorerTests",
      dependencies: [
        "TChartData", "TChartCells", "TChartStorage", "TChartTime", "TChartCSV", "TChartLoading",
        "TChartStreams", "TChartSources", "TChartRender", "TChartProgram", "TChartSlider",
        "TChartExplorer", "TChartExplorerRuntime", "TChartSample", "TChartTesting",
      ]
    ),
    // The range slider and `tchart pick`.
    .testTarget(
      name: "TChartSliderTests",
      dependencies: [
        "TChartData", "TChartCells", "TChartRender", "TChartProgram", "TChartSlider",
        "TChartTesting",
      ]
    ),
    // SQLite tables as series sources.
    .testTarget(
      name: "TChartSQLiteTests",
      dependencies: [
        "TChartData", "TChartCells", "TChartTime", "TChartCSV", "TChartLoading", "TChartSources",
        "TChartExplorer", "TChartSQLite", "TChartTesting", "CSQLite",
      ]
    ),
    // ClickHouse tables as series sources.
    .testTarget(
      name: "TChartClickHouseTests",
      dependencies: [
        "TChartClickHouse", "TChartHTTP", "TChartData", "TChartCells", "TChartCSV", "TChartLoading",
        "TChartSources", "TChartTesting", "TChartExplorer",
      ]
    ),
    // PostgreSQL tables as series sources, against a private server (scripts/postgres-servers.sh).
    .testTarget(
      name: "TChartPostgresTests",
      dependencies: [
        "TChartPostgres", "TChartData", "TChartCells", "TChartCSV", "TChartLoading",
        "TChartSources", "TChartTesting", "TChartExplorer",
      ]
    ),
    // Prometheus as a series source.
    .testTarget(
      name: "TChartPrometheusTests",
      dependencies: [
        "TChartPrometheus", "TChartHTTP", "TChartJSON", "TChartData", "TChartCells", "TChartCSV",
        "TChartLoading", "TChartSources", "TChartTesting", "TChartExplorer", "TChartProgram",
      ]
    ),
    // The command line's source handling: the registry of source kinds, the backends the
    // flags build, the JSON summary's source.
    .testTarget(
      name: "TChartCommandTests",
      dependencies: [
        "tchart", "TChartSources", "TChartClickHouse", "TChartHTTP", "TChartConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The HTTP client against a local test server.
    .testTarget(
      name: "TChartHTTPTests", dependencies: ["TChartHTTP"],
      exclude: ["Support/http-test-server.py"]
    ),
    // The config file, its key table and the man page sections.
    .testTarget(
      name: "TChartConfigTests",
      dependencies: [
        "TChartConfig", "TChartManual", "TChartExplorer", "TChartTOML", "TChartTesting",
      ]
    ),
    // The column cache.
    .testTarget(
      name: "TChartCacheTests",
      dependencies: ["TChartCache", "TChartData", "TChartStorage", "TChartCSV", "TChartTesting"]
    ),
    // The terminal runner and its wake source.
    .testTarget(
      name: "TChartProgramTests", dependencies: ["TChartCells", "TChartProgram"]
    ),
    // The terminal layer: input decoders, colour pairs, glyph choice, inline rows.
    .testTarget(
      name: "TChartTerminalTests",
      dependencies: [
        "TChartData", "TChartCells", "TChartRender", "TChartProgram", "TChartTerminal",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
