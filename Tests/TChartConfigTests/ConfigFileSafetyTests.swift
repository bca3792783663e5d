import TChartConfig
import TChartTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A config file is read only from a folder that is the user's own and no one else can write,
/// only when it is itself such a file, and only when it is a regular file: anything else is
/// one line naming the folder or file and the fix, exit 78.
@Suite struct ConfigFileSafetyTests {
  /// A fresh `XDG_CONFIG_HOME` with `tchart/config.toml` saying `layout = "list"`; the three
  /// paths.
  func configHome() -> (home: String, folder: String, file: String) {
    var template = Array("/tmp/tchart-config-XXXXXX".utf8CString)
    let home = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    let folder = home + "/tchart"
    mkdir(folder, 0o700)
    let file = folder + "/config.toml"
    let descriptor = open(file, O_WRONLY | O_CREAT, 0o600)
    _ = write(descriptor, "layout = \"list\"\n", 16)
    close(descriptor)
    return (home, folder, file)
  }

  func remove(_ home: String) {
    unlink(home + "/tchart/config.toml")
    rmdir(home + "/tchart")
    rmdir(home)
  }

  /// The error loading `file` gives, `nil` when it loads.
  func failure(_ file: String) -> ConfigError? {
    do {
      _ = try ConfigFile.load(path: file, reader: tomlKit)
      return nil
    } catch {
      return error
    }
  }

  @Test func aSafeFileIsRead() throws {
    let (home, _, file) = configHome()
    defer { remove(home) }
    #expect(try ConfigFile.load(path: file, reader: tomlKit)?.values[.layout]?.argument == "list")
  }

  @Test func aFolderOthersCanWriteIsNotRead() {
    let (home, folder, file) = configHome()
    defer { remove(home) }
    #expect(chmod(folder, 0o777) == 0)
    let error = failure(file)
    #expect(
      error?.description
        == "tchart: \(folder): is writable by others (mode 0777); not read — run chmod 700 \(folder)"
    )
    #expect(error?.exitCode == 78)
  }

  @Test func aFileOthersCanWriteIsNotRead() {
    let (home, _, file) = configHome()
    defer { remove(home) }
    #expect(chmod(file, 0o664) == 0)
    let error = failure(file)
    #expect(
      error?.description
        == "tchart: \(file): is writable by others (mode 0664); not read — run chmod 600 \(file)")
    #expect(error?.exitCode == 78)
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func aFileOfAnotherUserIsNotRead() {
    let (home, _, file) = configHome()
    defer { remove(home) }
    #expect(chown(file, 4321, 4321) == 0)
    #expect(
      failure(file)?.description
        == "tchart: \(file): belongs to uid 4321, not to you; not read — run mv \(file) \(file).not-mine"
    )
  }

  @Test func aFIFOIsAnErrorNotAWait() throws {
    let (home, _, file) = configHome()
    defer { remove(home) }
    unlink(file)
    let fifo = try #require(PlantedFIFO(path: file))
    let error = failure(file)
    fifo.finish()
    #expect(error?.description == "tchart: \(file): not a regular file")
    #expect(error?.exitCode == 78)
  }
}
