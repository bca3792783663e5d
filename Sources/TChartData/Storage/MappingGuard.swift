import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the process alive when a file mapped by ``MappedFile`` is truncated under it (an
/// entry cut short by another program while the explorer shows it): reading a page past the
/// file's new end raises SIGBUS, which would kill the process.
///
/// A SIGBUS handler (installed with the first mapping, chained to the handler before it) looks
/// the faulting address up among the live mappings; inside one, it maps zero pages over the
/// rest of that mapping (so the read, retried, gives 0 and so does every later one), counts the
/// truncation (``truncations``, the mapping's ``MappedFile/wasTruncated``) and returns. Any
/// other SIGBUS goes to the previous handler, or kills the process the default way.
///
/// What remains: the values past the cut read as 0 until the data is loaded again (the callers
/// note it: `render` refuses to print such a frame, the explorer says so on its status line),
/// and a program that rewrites the file in place without truncating it changes the values
/// under the mapping unseen (the cache's folder is the owner's alone, 0700, and entries are
/// replaced by a rename, never rewritten).
public enum MappingGuard {
  /// The live mappings' ranges (start, end; 0 = free) and whether each was truncated; read by
  /// the signal handler, so a fixed table allocated once.
  private static let capacity = 256
  nonisolated(unsafe) private static let slots = UnsafeMutablePointer<Int>.allocate(
    capacity: 3 * capacity)
  /// Whether the handler was installed, and each slot's path (for notes).
  private static let lock = Mutex<(installed: Bool, paths: [Int: String])>((false, [:]))
  nonisolated(unsafe) private static var previous = sigaction()
  private static let count = Atomic<Int>(0)

  /// How many times a mapped file was found truncated while read (SIGBUS caught), in this
  /// process.
  public static var truncations: Int { count.load(ordering: .sequentiallyConsistent) }

  /// Registers the mapping `start..<end` of the file at `path`; returns its slot (`nil` when
  /// the table is full: that mapping is not guarded).
  static func register(start: Int, end: Int, path: String) -> Int? {
    lock.withLock { state in
      if !state.installed {
        (slots + 0).initialize(repeating: 0, count: 3 * capacity)
        install()
        state.installed = true
      }
      for slot in 0..<capacity where slots[3 * slot] == 0 {
        slots[3 * slot + 2] = 0
        slots[3 * slot + 1] = end
        slots[3 * slot] = start
        state.paths[slot] = path
        return slot
      }
      return nil
    }
  }

  /// Forgets `slot` (the mapping is being unmapped).
  static func unregister(_ slot: Int) {
    lock.withLock { state in
      slots[3 * slot] = 0
      state.paths[slot] = nil
    }
  }

  /// Whether the mapping in `slot` was found truncated.
  static func wasTruncated(_ slot: Int) -> Bool {
    lock.withLock { _ in slots[3 * slot + 2] != 0 }
  }

  /// The paths of the live mappings found truncated.
  public static func truncatedPaths() -> [String] {
    lock.withLock { state in
      state.paths.keys.sorted().filter { slots[3 * $0 + 2] != 0 }.compactMap { state.paths[$0] }
    }
  }

  /// Installs the SIGBUS handler again in front of whatever handler is there now (a terminal
  /// restorer installed after the first mapping), unless it is there already.
  public static func reinstall() {
    lock.withLock { state in
      guard state.installed else { return }
      install()
    }
  }

  private static func install() {
    #if os(Linux)
      installHandler()
    #endif
  }

  #if os(Linux)
    private static func installHandler() {
      var current = sigaction()
      sigaction(SIGBUS, nil, &current)
      if current.sa_flags & SA_SIGINFO != 0,
        let action = current.__sigaction_handler.sa_sigaction,
        unsafeBitCast(action, to: Int.self) == unsafeBitCast(handler, to: Int.self)
      {
        return
      }
      previous = current
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handler
      action.sa_flags = SA_SIGINFO | SA_NODEFER
      sigemptyset(&action.sa_mask)
      sigaction(SIGBUS, &action, nil)
    }

    /// The handler: async-signal-safe work only (a table lookup, `mmap`, an atomic add).
    private static let handler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, context in
        let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        if address != 0, MappingGuard.cover(address) { return }
        MappingGuard.forward(signal, info, context)
      }

    /// Maps zero pages from `address`'s page to the end of the mapping holding it; whether one
    /// did.
    private static func cover(_ address: Int) -> Bool {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      for slot in 0..<capacity {
        let start = slots[3 * slot]
        let end = slots[3 * slot + 1]
        guard start != 0, address >= start, address < end else { continue }
        let from = address / page * page
        let to = (end + page - 1) / page * page
        let zeros = mmap(
          UnsafeMutableRawPointer(bitPattern: from), to - from, PROT_READ,
          MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        guard zeros != MAP_FAILED else { return false }
        slots[3 * slot + 2] = 1
        count.add(1, ordering: .sequentiallyConsistent)
        return true
      }
      return false
    }

    /// A SIGBUS that is not ours: the previous handler's, or the default (the fault repeats on
    /// return and kills the process).
    private static func forward(
      _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
      let old = previous
      if old.sa_flags & SA_SIGINFO != 0, let action = old.__sigaction_handler.sa_sigaction {
        return action(signal, info, context)
      }
      if let handler = old.__sigaction_handler.sa_handler {
        let raw = unsafeBitCast(handler, to: Int.self)
        if raw != unsafeBitCast(SIG_DFL, to: Int.self)
          && raw != unsafeBitCast(SIG_IGN, to: Int.self)
        {
          return handler(signal)
        }
      }
      var fallback = sigaction()
      fallback.__sigaction_handler.sa_handler = SIG_DFL
      sigaction(SIGBUS, &fallback, nil)
    }
  #endif
}
