extension TodoError {
    /// The kind of a ``TodoError``: what the executable's exit code follows (README, Exit codes).
    ///
    /// Compared against its static members (a `switch` needs a `default`), so a kind can be added
    /// without breaking a client.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let base: Base

        init(_ base: Base) { self.base = base }

        /// Bad flag, bad value, unknown or ambiguous id.
        public static let usage = Kind(.usage)
        /// The store is corrupt or unreadable, or an import file is invalid.
        public static let badData = Kind(.badData)
        /// Sync gave up (server unreachable, retries ran out).
        public static let syncGaveUp = Kind(.syncGaveUp)
        /// The store stayed locked by another process past the lock timeout.
        public static let locked = Kind(.locked)
        /// Authentication failed.
        public static let unauthorized = Kind(.unauthorized)
        /// An input file is missing or cannot be read.
        public static let noInput = Kind(.noInput)
        /// A file cannot be created.
        public static let cannotCreate = Kind(.cannotCreate)
        /// Reading or writing a file failed on the device.
        public static let ioError = Kind(.ioError)
        /// A store directory or session file that others could have planted or can change.
        public static let unsafe = Kind(.unsafe)
        /// Anything else.
        public static let other = Kind(.other)

        /// The kind's name, as its static member is spelled.
        public var description: String { "\(base)" }
    }
}
