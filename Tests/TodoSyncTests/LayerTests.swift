import Foundation
import Testing

/// The package's layers as docs/architecture.md draws them, checked against Package.swift and
/// every `import` line of the sources: a target may import only what this table allows, and what
/// it imports must be declared (SwiftPM lets a target import a module it does not declare when
/// that module happens to be built first).
///
/// A new target, or a new edge, is a change of the picture: update docs/architecture.md and this
/// table together.
@Suite struct LayerTests {
    /// The targets under Sources/ and Mocks/ and the package modules each may depend on.
    static let allowed: [String: Set<String>] = [
        "CCurl": [],
        "TodoModel": [],
        "TodoSync": ["TodoModel", "OrderedCollections"],
        "TodoStore": ["TodoModel", "TodoSync", "Logging", "Collections", "OrderedCollections"],
        "TodoNetwork": ["CCurl", "TodoModel"],
        "TodoKit": [
            "TodoModel", "TodoSync", "TodoStore", "TodoNetwork", "Logging", "Collections", "OrderedCollections",
            "UnixSignals",
        ],
        "TodoText": ["TodoModel", "TodoSync", "TodoStore", "TodoNetwork", "TodoKit", "Logging"],
        "todo": [
            "TodoModel", "TodoSync", "TodoStore", "TodoNetwork", "TodoKit", "TodoText", "ArgumentParser", "UnixSignals",
        ],
        "TodoSyncTesting": ["TodoModel", "TodoSync"],
        "TodoTesting": ["TodoModel", "TodoSync", "TodoSyncTesting", "TodoMockServer"],
        "TodoMockServer": [
            "TodoModel", "Hummingbird", "HummingbirdCore", "HTTPTypes", "NIOCore", "Logging", "ServiceLifecycle",
        ],
        "todo-mock-server": ["TodoMockServer", "ArgumentParser", "UnixSignals", "Logging"],
        "todo-netbench": ["TodoModel", "TodoNetwork", "TodoMockServer"],
    ]

    /// Modules of the toolchain, not of the package: any target may import these, but the pure
    /// layers are held to less (``systemFor(_:)``).
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Synchronization",
    ]

    /// The toolchain modules `target` may import: TodoModel and TodoSync take no libc (no file or
    /// network I/O) and TodoSync no locks either, so they stay pure.
    static func systemFor(_ target: String) -> Set<String> {
        switch target {
        case "TodoModel": ["FoundationEssentials", "Glibc"]
        case "TodoSync": ["FoundationEssentials"]
        default: system
        }
    }

    /// The modules a package product provides.
    static let productModules: [String: Set<String>] = [
        "Collections": [
            "Collections", "OrderedCollections", "DequeModule", "HeapModule", "BitCollections", "HashTreeCollections",
        ],
        "Hummingbird": ["Hummingbird", "HummingbirdCore", "HTTPTypes", "NIOCore"],
        "UnixSignals": ["UnixSignals"],
    ]

    static let root: URL = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyTargetIsInThePicture() throws {
        let declared = try Self.packageTargets()
        let folders = try Self.sourceTargets().keys
        for target in Set(declared.keys).union(folders) where !target.hasSuffix("Tests") {
            #expect(Self.allowed[target] != nil, "\(target) is not in the documented layers (LayerTests.allowed)")
        }
    }

    @Test func packageDependenciesFollowTheLayers() throws {
        for (target, dependencies) in try Self.packageTargets() {
            guard let allowed = Self.allowed[target] else { continue }
            for dependency in dependencies {
                let modules = Self.productModules[dependency] ?? [dependency]
                #expect(
                    !modules.isDisjoint(with: allowed),
                    "Package.swift: \(target) depends on \(dependency), which its layer does not allow")
            }
        }
    }

    @Test func importsFollowTheLayersAndThePackage() throws {
        let declared = try Self.packageTargets()
        for (target, imports) in try Self.sourceTargets() {
            guard let allowed = Self.allowed[target] else { continue }
            let dependencies = declared[target] ?? []
            let provided = dependencies.reduce(into: Set<String>()) { $0.formUnion(Self.productModules[$1] ?? [$1]) }
            for (module, file) in imports {
                if Self.system.contains(module) {
                    #expect(
                        Self.systemFor(target).contains(module), "\(file): \(target) may not import \(module)")
                    continue
                }
                #expect(
                    allowed.contains(module), "\(file): \(target) imports \(module), which its layer does not allow")
                #expect(
                    provided.contains(module),
                    "\(file): \(target) imports \(module) without declaring it in Package.swift")
            }
        }
    }

    /// The three rules the issue that drew the layers named, spelled out so that a loosened table
    /// fails here too.
    @Test func theNamedRulesHold() throws {
        let targets = try Self.sourceTargets()
        let syncImports = Set(targets["TodoSync"]?.map(\.module) ?? [])
        #expect(syncImports.isSubset(of: ["TodoModel", "OrderedCollections", "Collections", "FoundationEssentials"]))
        for (target, imports) in targets where target != "todo" {
            #expect(
                !imports.contains { $0.module == "TodoText" }, "only the executable imports TodoText, not \(target)")
        }
        #expect(!(targets["TodoNetwork"] ?? []).contains { $0.module == "TodoStore" || $0.module == "TodoKit" })
    }

    /// The check itself: a stray import is caught (the parser is not blind).
    @Test func aStrayImportIsSeen() {
        let found = Self.imports(
            in: "import TodoModel\n@testable import TodoSync\npublic import Glibc\n// import X\nlet a = 1\n")
        #expect(found == ["TodoModel", "TodoSync", "Glibc"])
        let parsed = Self.parsePackage(
            """
            .target(name: "A", dependencies: ["B", .product(name: "C", package: "d")]),
            .executableTarget(
                name: "E",
                path: "x"
            ),
            """)
        #expect(parsed == ["A": ["B", "C"], "E": []])
    }

    // MARK: Reading the package

    /// Each target's declared dependencies (target names and product names), from Package.swift.
    static func packageTargets() throws -> [String: [String]] {
        parsePackage(try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8))
    }

    static func parsePackage(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var rest = Substring(text)
        while let start = rest.firstRange(of: /\.(target|executableTarget|testTarget)\(/) {
            // The call's text up to its closing parenthesis.
            var depth = 0
            var end = start.upperBound
            var index = rest.index(before: start.upperBound)
            while index < rest.endIndex {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                index = rest.index(after: index)
            }
            let call = rest[start.upperBound..<end]
            if let name = call.firstMatch(of: /name:\s*"([^"]+)"/)?.1 {
                var dependencies: [String] = []
                if let list = call.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/)?.1 {
                    let products = String(list).replacing(/package:\s*"[^"]*"/, with: "")
                    dependencies = products.matches(of: /"([^"]+)"/).map { String($0.1) }
                }
                result[String(name)] = dependencies
            }
            rest = rest[end...]
        }
        return result
    }

    /// Each target folder's imports: the module and the file that imports it.
    static func sourceTargets() throws -> [String: [(module: String, file: String)]] {
        var result: [String: [(module: String, file: String)]] = [:]
        let manager = FileManager.default
        for folder in ["Sources", "Mocks"] {
            let base = root.appending(path: folder)
            for target in try manager.contentsOfDirectory(atPath: base.path) {
                guard let files = manager.enumerator(atPath: base.appending(path: target).path) else { continue }
                var imports: [(module: String, file: String)] = []
                for case let file as String in files where file.hasSuffix(".swift") {
                    let path = base.appending(path: target).appending(path: file)
                    let text = try String(contentsOf: path, encoding: .utf8)
                    for module in Self.imports(in: text) { imports.append((module, "\(folder)/\(target)/\(file)")) }
                }
                result[target] = imports
            }
        }
        return result
    }

    /// The modules a file imports (`import X`, with any attribute or access level before it).
    static func imports(in text: String) -> [String] {
        let prefixes: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<Substring> = ["struct", "class", "enum", "func", "protocol", "typealias", "var", "let"]
        return text.split(separator: "\n").compactMap { line -> String? in
            var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
            while let first = words.first, first.hasPrefix("@") || prefixes.contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import", words.count >= 2 else { return nil }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind), words.count >= 2 { words = words.dropFirst() }
            return words.first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        }
    }
}
