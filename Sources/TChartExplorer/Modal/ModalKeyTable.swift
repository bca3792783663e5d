import TChartProgram
import TChartSlider

/// A modal's key table (the picker's, the message log's): rows of the one ``KeyBinding`` type
/// that its reducer reads for what a key does and its footer for the hints.
protocol ModalKeyTable {
  /// What a key does in the modal.
  associatedtype Command: Sendable & Equatable
  /// The rows, in the order hints list them.
  static var all: [KeyBinding<Command, Never>] { get }
}

extension ModalKeyTable {
  /// The command `key` sends in the modal, if any.
  static func command(for key: Key) -> Command? {
    KeyBinding.command(for: key, in: all)
  }
}
