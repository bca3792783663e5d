import TChartProgram

/// One row of a key table, the one shape of every table (the explorer's, its modals', the
/// slider's): the keys and what each sends, how help names them, what they do in a few words,
/// the hint a status line or a footer shows, and where the row works (`nil`: everywhere).
///
/// A row may have no keys (a key the terminal layer handles, listed for the help only).
public struct KeyBinding<Command: Sendable & Equatable, Scope: Sendable & Equatable>: Sendable,
  Equatable
{
  /// Where the row works (the explorer's focus), `nil` for everywhere.
  public var scope: Scope?
  /// How help names the keys (`←/h  →/l`).
  public var label: String
  /// What the keys do, in a few words.
  public var description: String
  /// The few words a status line or footer shows for the row (`←/→ move`), `nil` for rows
  /// left out.
  public var hint: String?
  /// Each key and the command it sends.
  public var commands: [KeyCommand<Command>]

  public init(
    _ label: String, _ description: String, scope: Scope? = nil, hint: String? = nil,
    _ commands: [KeyCommand<Command>]
  ) {
    self.label = label
    self.description = description
    self.scope = scope
    self.hint = hint
    self.commands = commands
  }

  /// The command `key` sends in this row, if any.
  public func command(for key: Key) -> Command? {
    commands.first { $0.key == key }?.command
  }

  /// The command `key` sends in the first of `rows` that binds it.
  public static func command(for key: Key, in rows: [Self]) -> Command? {
    for row in rows {
      if let command = row.command(for: key) { return command }
    }
    return nil
  }

  /// The rows' hints, in order, joined as a status line shows them (`←/→ move · Tab switch`).
  public static func hint(_ rows: [Self]) -> String {
    rows.compactMap(\.hint).joined(separator: " · ")
  }
}

/// A key and the command it sends.
public struct KeyCommand<Command: Sendable & Equatable>: Sendable, Equatable {
  public var key: Key
  public var command: Command

  public init(_ key: Key, _ command: Command) {
    self.key = key
    self.command = command
  }
}
