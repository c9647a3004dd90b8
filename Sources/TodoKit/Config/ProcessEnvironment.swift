import Glibc

/// This process's environment variables, read from libc's `environ` at each call.
///
/// The command line reads its settings with this instead of `ProcessInfo`: building
/// `ProcessInfo.processInfo` and its dictionary was about a tenth of `todo --version`'s run.
/// A variable set twice keeps its first value, as `getenv` does; an entry without `=` is skipped.
public enum ProcessEnvironment {
    /// The variables, name to value.
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
        let start = _NSGetEnviron()?.pointee
        #else
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard var entry = start else { return result }
        // Sized once: growing the table as it fills rehashed it several times per call.
        var count = 0
        while entry[count] != nil { count += 1 }
        result.reserveCapacity(count)
        while let pointer = entry.pointee {
            if let equals = strchr(pointer, 0x3D) {
                let nameLength = pointer.distance(to: equals)
                let name = String(
                    decoding: UnsafeRawBufferPointer(start: pointer, count: nameLength), as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(cString: equals + 1)
                }
            }
            entry += 1
        }
        return result
    }

    /// One variable's value, or nil when it is not set.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
