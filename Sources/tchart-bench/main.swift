import Glibc

// `tchart-bench`: the table of `make bench`, or with `--csv` the peerbench contract.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--csv") {
  exit(PeerContract.run(arguments))
}
BenchTable.run(arguments)
