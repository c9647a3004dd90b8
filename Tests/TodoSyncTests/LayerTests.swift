import Foundation
import Testing

/// The package's layers, as docs/architecture.md's table states them, checked against
/// Package.swift and every `import` line of the sources: a target may import only what its row
/// allows, and what it imports must be declared (SwiftPM lets a target import a module it does not
/// declare when that module happens to be built first).
///
/// A new target, or a new edge, is a change of the picture: its row in docs/architecture.md.
@Suite struct LayerTests {
    /// One row of the table: the package modules and the toolchain modules a target may import.
    struct Layer: Equatable {
        var modules: Set<String>
        var toolchain: Set<String>
    }

    /// The table of docs/architecture.md, by target.
    static func layers() throws -> [String: Layer] {
        try parseLayers(String(contentsOf: root.appending(path: "docs/architecture.md"), encoding: .utf8))
    }

    /// The rows of the markdown table whose header begins `| target | may import | toolchain |`.
    static func parseLayers(_ markdown: String) -> [String: Layer] {
        var result: [String: Layer] = [:]
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count >= 3 else {
                inTable = false
                continue
            }
            if cells[0] == "target" && cells[1] == "may import" && cells[2] == "toolchain" {
                inTable = true
                continue
            }
            guard inTable, !cells[0].hasPrefix("---") else { continue }
            func names(_ cell: String) -> Set<String> {
                Set(cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "—" })
            }
            let toolchain = cells[2] == "any" ? system : names(cells[2])
            result[cells[0]] = Layer(modules: names(cells[1]), toolchain: toolchain)
        }
        return result
    }

    /// Modules of the toolchain, not of the package; the table's "any".
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Synchronization",
    ]

    /// The modules a package product provides.
    static let productModules: [String: Set<String>] = [
        "Hummingbird": ["Hummingbird", "HummingbirdCore", "HTTPTypes", "NIOCore"],
        "UnixSignals": ["UnixSignals"],
    ]

    static let root: URL = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyTargetIsInThePicture() throws {
        let declared = try Self.packageTargets()
        let folders = try Self.sourceTargets().keys
        let layers = try Self.layers()
        for target in Set(declared.keys).union(folders) where !target.hasSuffix("Tests") {
            #expect(layers[target] != nil, "\(target) has no row in docs/architecture.md's table")
        }
        for target in layers.keys {
            #expect(declared[target] != nil, "docs/architecture.md's table has a row for \(target), which is no target")
        }
    }

    /// The table claims nothing the package does not declare: each module of a row is a
    /// dependency in Package.swift (or a module of one).
    @Test func theTableIsThePackages() throws {
        let declared = try Self.packageTargets()
        for (target, layer) in try Self.layers() {
            let provided = (declared[target] ?? []).reduce(into: Set<String>()) {
                $0.formUnion(Self.productModules[$1] ?? [$1])
            }
            for module in layer.modules.subtracting(provided) {
                Issue.record(
                    "docs/architecture.md allows \(target) to import \(module), which Package.swift does not declare")
            }
        }
    }

    @Test func packageDependenciesFollowTheLayers() throws {
        let layers = try Self.layers()
        for (target, dependencies) in try Self.packageTargets() {
            guard let allowed = layers[target]?.modules else { continue }
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
        let layers = try Self.layers()
        for (target, imports) in try Self.sourceTargets() {
            guard let layer = layers[target] else { continue }
            let allowed = layer.modules
            let dependencies = declared[target] ?? []
            let provided = dependencies.reduce(into: Set<String>()) { $0.formUnion(Self.productModules[$1] ?? [$1]) }
            for (module, file) in imports {
                if Self.system.contains(module) {
                    #expect(
                        layer.toolchain.contains(module), "\(file): \(target) may not import \(module)")
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
        for (target, imports) in targets where target != "todo" && target != "TodoTerminal" {
            #expect(
                !imports.contains { $0.module == "TodoText" },
                "only the executable and TodoTerminal import TodoText, not \(target)")
        }
        #expect(!(targets["TodoNetwork"] ?? []).contains { $0.module == "TodoStore" || $0.module == "TodoKit" })
    }

    /// TodoText, TodoValues and TodoFormats are pure (issue 42, point 3): values in, values or
    /// strings out. No libc, no log, and no call that writes to a file descriptor or asks whether
    /// one is a terminal; that is TodoTerminal's (and TodoKit's, for files).
    @Test(arguments: ["TodoText", "TodoValues", "TodoFormats"])
    func pureTargetsArePure(target: String) throws {
        let base = Self.root.appending(path: "Sources/\(target)")
        let files = try #require(FileManager.default.enumerator(atPath: base.path))
        var scanned = 0
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appending(path: file), encoding: .utf8)
            scanned += 1
            for module in Self.imports(in: text) {
                #expect(
                    !["Glibc", "Musl", "Logging", "TodoTerminal", "TodoKit"].contains(module),
                    "\(target)/\(file) imports \(module)")
            }
            for call in Self.impureCalls(in: text) {
                Issue.record("\(target)/\(file) calls \(call)")
            }
        }
        #expect(scanned > 0)
    }

    /// The calls of `text` (outside comments) that do I/O on a terminal or a file descriptor.
    static func impureCalls(in text: String) -> [String] {
        let calls = ["write(", "isatty(", "readLine(", "getpass(", "posix_spawn", "ioctl(", "Logger(", "exit("]
        return text.split(separator: "\n").flatMap { line -> [String] in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return calls.filter { call in
                code.ranges(of: call).contains { range in
                    // A whole name: `write(` or `Glibc.write(`, not `overwrite(`.
                    range.lowerBound == code.startIndex
                        || !(code[code.index(before: range.lowerBound)].isLetter
                            || code[code.index(before: range.lowerBound)].isNumber)
                }
            }
        }
    }

    /// The check itself: a stray import is caught (the parser is not blind).
    @Test func aStrayImportIsSeen() {
        #expect(
            Self.impureCalls(in: "let n = Glibc.write(1, p, 3)\nif isatty(2) == 1 {}\n// write(x)\noverwrite(y)\n")
                == ["write(", "isatty("])
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
        let table = Self.parseLayers(
            """
            | target | may import | toolchain | why |
            |---|---|---|---|
            | A | B, C | any | x |
            | D | — | Glibc | y |

            | other | table |
            | E | F |
            """)
        #expect(
            table == [
                "A": Layer(modules: ["B", "C"], toolchain: Self.system), "D": Layer(modules: [], toolchain: ["Glibc"]),
            ])
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
