import Foundation
import TodoKit
import TodoModel

#if canImport(Glibc)
import Glibc
#endif

/// Fixed times for tests (TZ=UTC): "now" is 2025-03-10 09:46:40.
enum Clock {
    static let now: Int64 = 1_741_600_000
    static let day: Int64 = 86_400
    /// 2025-03-10 00:00:00 UTC, the start of "today".
    static let today: Int64 = 1_741_564_800

    /// The start of the day `days` after today.
    static func day(_ days: Int64) -> Int64 { today + days * day }
}

/// A temporary directory with a store, a config directory and a home of its own; removed on deinit.
final class Sandbox {
    let root: String
    /// The store directory (`TODO_HOME`).
    let home: String
    /// `XDG_CONFIG_HOME`.
    let configHome: String
    /// "now" for every command, unless overridden.
    var now: Int64? = Clock.now

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        root = base + "/todo-cli-tests-" + UUID().uuidString.lowercased()
        home = root + "/store"
        configHome = root + "/config"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// `TODO_TEST_KEEP_SANDBOX=1` keeps the directories, to read a failing run's stores.
    deinit {
        guard ProcessInfo.processInfo.environment["TODO_TEST_KEEP_SANDBOX"] != "1" else { return }
        try? FileManager.default.removeItem(atPath: root)
    }

    var snapshotPath: String { home + "/snapshot.json" }
    var journalPath: String { home + "/journal.jsonl" }
    var lockPath: String { home + "/lock" }
    var configPath: String { configHome + "/todo/config.json" }

    /// The environment of a command: nothing of the user's (HOME, XDG dirs and the store all in the sandbox).
    /// The locale is C, so messages are English whatever the user's LANG (see LocalizedOutputTests for
    /// the languages: they pass LC_ALL="" and LANG in `extra`).
    func environment(_ extra: [String: String] = [:], withHome: Bool = true) -> [String: String] {
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": root + "/user",
            "XDG_CONFIG_HOME": configHome,
            "XDG_DATA_HOME": root + "/data",
            "TZ": "UTC",
            "LC_ALL": "C.UTF-8",
            "LANG": "C.UTF-8",
        ]
        if withHome { env["TODO_HOME"] = home }
        if let now { env["TODO_NOW"] = String(now) }
        env.merge(extra) { _, new in new }
        return env
    }

    /// Runs `todo ARGS`.
    @discardableResult
    func run(
        _ args: [String], env extra: [String: String] = [:], withHome: Bool = true, stdin: Data? = nil
    ) throws -> ProcessResult {
        try TodoProcess.run(args, env: environment(extra, withHome: withHome), stdin: stdin)
    }

    /// Runs `todo ARGS`, which must succeed, and returns the result.
    @discardableResult
    func ok(_ args: [String], env extra: [String: String] = [:]) throws -> ProcessResult {
        let result = try run(args, env: extra)
        guard result.status == 0, !result.signaled else {
            throw CommandFailed(args: args, result: result)
        }
        return result
    }

    /// Runs `todo ARGS --json`, which must succeed, and parses its output.
    func json(_ args: [String], env extra: [String: String] = [:]) throws -> JSONValue {
        try JSONValue.parse(try ok(args + ["--json"], env: extra).stdout)
    }

    /// Runs `todo ARGS --json` and decodes the one element it prints.
    func element(_ args: [String], env extra: [String: String] = [:]) throws -> TodoItem {
        try JSONDecoder().decode(TodoItem.self, from: Data(try ok(args + ["--json"], env: extra).stdout.utf8))
    }

    /// Adds a todo and returns it.
    @discardableResult
    func add(_ args: [String], env extra: [String: String] = [:]) throws -> TodoItem {
        try element(["add"] + args, env: extra)
    }

    /// `list --json` decoded.
    func items(_ args: [String] = []) throws -> [TodoItem] {
        try JSONDecoder().decode([TodoItem].self, from: Data(try ok(["list"] + args + ["--json"]).stdout.utf8))
    }

    /// `export --json`, raw.
    func exportJSON() throws -> String {
        try ok(["export", "--json"]).stdout
    }

    /// Writes a file in the sandbox and returns its path.
    func write(_ name: String, _ contents: String) throws -> String {
        let path = root + "/" + name
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every entry directly in `directory` and its bytes (empty for a subdirectory).
    static func files(in directory: String) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var out: [String: Data] = [:]
        for name in names { out[name] = FileManager.default.contents(atPath: directory + "/" + name) ?? Data() }
        return out
    }

    /// The bytes of a file, or nil when it does not exist.
    func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}

struct CommandFailed: Error, CustomStringConvertible {
    var args: [String]
    var result: ProcessResult

    var description: String { "todo \(args.joined(separator: " ")) failed: \(result)" }
}

/// Any JSON value, for checking exact shapes (which keys, which nulls).
enum JSONValue: Equatable, Sendable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let value = try? c.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? c.decode(Double.self) {
            self = .number(value)
        } else if let value = try? c.decode(String.self) {
            self = .string(value)
        } else if let value = try? c.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// This object without `key` (e.g. a listed todo without its `owner`).
    func removing(_ key: String) -> JSONValue {
        guard var object else { return self }
        object[key] = nil
        return .object(object)
    }

    var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var keys: Set<String> { Set(object?.keys ?? [:].keys) }

    subscript(key: String) -> JSONValue? { object?[key] }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let value): "\(value)"
        case .object(let value): "\(value)"
        }
    }
}

/// The keys of a wire element: always these, plus `deadline` and `color` when set.
enum WireKeys {
    static let required: Set<String> = [
        "id", "text", "importance", "done", "created_at", "changed_at", "last_updated_by",
    ]

    static func expected(deadline: Bool, color: Bool) -> Set<String> {
        var keys = required
        if deadline { keys.insert("deadline") }
        if color { keys.insert("color") }
        return keys
    }
}

/// Holds an exclusive `flock` on a file from this process, on a descriptor of its own.
final class HeldLock {
    private var fd: Int32

    init?(path: String) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
    }

    func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
