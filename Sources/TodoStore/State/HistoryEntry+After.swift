import TodoModel

extension HistoryEntry {
    /// What a command left of one todo, so that `todo undo` can tell whether the todo changed
    /// since by anything but this device's later commands (a sync, a merge): the todo removed, or
    /// a stamp of its content (every field but `changed_at` and `last_updated_by`, as
    /// `hasSameContent(as:)` compares them).
    ///
    /// A stamp rather than the todo: an import's entry keeps one for each of its todos.
    public enum After: Sendable, Hashable {
        /// The command removed the todo.
        case removed
        /// The command left the todo with the content stamped so (see ``of(_:)``).
        case content(UInt64)

        /// What a command that leaves `item` (`nil`: removed) leaves.
        public static func of(_ item: TodoItem?) -> After {
            guard let item else { return .removed }
            return .content(stamp(item))
        }

        /// Whether `item` (`nil`: absent) is what the command left, as far as its content goes.
        public func matches(_ item: TodoItem?) -> Bool {
            self == Self.of(item)
        }

        /// The 64-bit FNV-1a hash of the content's fields (``TodoField/isContent``), each ended by
        /// 0xFF (an absent one is 0xFE, or nothing: ``TodoField/stampsAbsence``): bytes that UTF-8 never holds, so no two contents run together. Never 0 or 1,
        /// the codes of an unknown `after` and of ``removed``.
        static func stamp(_ item: TodoItem) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func add(_ byte: UInt8) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            for field in TodoField.inOrder where field.isContent {
                switch field.value(of: item) {
                case nil:
                    guard field.stampsAbsence else { continue }
                    add(0xFE)
                case .string(let text)?:
                    for byte in text.utf8 { add(byte) }
                case .integer(let number)?:
                    for byte in String(number).utf8 { add(byte) }
                case .bool(let flag)?:
                    add(flag ? UInt8(ascii: "1") : UInt8(ascii: "0"))
                }
                add(0xFF)
            }
            return max(hash, 2)
        }

        /// The eight bytes ``Before`` keeps: 0 for none, 1 for ``removed``, else the stamp.
        var code: UInt64 {
            switch self {
            case .removed: 1
            case .content(let stamp): stamp
            }
        }

        init?(code: UInt64) {
            switch code {
            case 0: return nil
            case 1: self = .removed
            default: self = .content(code)
            }
        }

        /// As the store writes it: `gone`, or the stamp in 16 lowercase hexadecimal digits.
        public var text: String {
            switch self {
            case .removed:
                return "gone"
            case .content(let stamp):
                let digits = String(stamp, radix: 16)
                return String(repeating: "0", count: 16 - digits.count) + digits
            }
        }

        /// The value ``text`` writes; `nil` for any other string.
        public init?(text: String) {
            if text == "gone" {
                self = .removed
                return
            }
            guard text.utf8.count == 16, text.utf8.allSatisfy({ Self.isLowerHex($0) }),
                let stamp = UInt64(text, radix: 16), stamp > 1
            else { return nil }
            self = .content(stamp)
        }

        private static func isLowerHex(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
    }
}
