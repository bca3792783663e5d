#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--follow FILE` on the reader's thread: the file read to its end, then what is appended.
extension StreamReader {
  /// `tail -f`: reads what is there, then what is appended, for ever.
  func follow(_ path: String) {
    var parser = StreamParser(options: options)
    parser.previousArrival = Self.wallClock()
    var fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      mailbox.post(.failed("\(name): \(String(cString: strerror(errno)))"))
      return
    }
    var offset = 0
    var input = Input.undecided
    var opened = stat()
    fstat(fd, &opened)
    while true {
      guard readToEnd(fd, parser: &parser, input: &input, offset: &offset) else { return }
      var now = stat()
      while stat(path, &now) == 0 && now.st_ino == opened.st_ino && now.st_dev == opened.st_dev
        && Int(now.st_size) == offset
      {
        usleep(UInt32(Self.followInterval * 1_000_000))
      }
      let replaced =
        stat(path, &now) != 0 || now.st_ino != opened.st_ino
        || now.st_dev != opened.st_dev
      if !replaced && Int(now.st_size) > offset { continue }
      // Truncated or replaced: start over.
      if replaced {
        let newFD = open(path, O_RDONLY | O_CLOEXEC)
        guard newFD >= 0 else {
          usleep(UInt32(Self.followInterval * 1_000_000))
          continue
        }
        close(fd)
        fd = newFD
        fstat(fd, &opened)
      } else {
        lseek(fd, 0, SEEK_SET)
      }
      offset = 0
      input = .undecided
      parser = StreamParser(options: options)
      parser.previousArrival = Self.wallClock()
      mailbox.post(
        .restarted("\(name) was \(replaced ? "replaced" : "truncated"): reading it again"))
    }
  }
}
