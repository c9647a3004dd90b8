// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "todo",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .executable(name: "todo-mock-server", targets: ["todo-mock-server"]),
        .executable(name: "todo-netbench", targets: ["todo-netbench"]),
        .library(name: "TodoKit", targets: ["TodoKit"]),
        .library(name: "TodoMockServer", targets: ["TodoMockServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // Without its default trait ConfigurationSupport: swift-configuration is not built (~90 files).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // The mock server tests' own HTTP/1.1 client (NIOHTTP1) and their header type (HTTPTypes), both
        // built for Hummingbird anyway; HummingbirdTesting's client would add async-http-client,
        // swift-nio-ssl (BoringSSL) and swift-nio-http2 to every build.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // libcurl through typed, non-variadic wrappers (Debian's libcurl4-openssl-dev).
        .target(
            name: "CCurl",
            path: "Sources/CCurl",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The todo, its wire format and validation. No I/O.
        .target(name: "TodoModel"),
        // iCalendar objects (RFC 5545) as CalDAV servers and other clients write them: read,
        // changed property by property, written back with every other line as it came. Pure.
        .target(name: "TodoICalendar"),
        // CalDAV tasks (issue 43): how a todo and a VTODO say the same thing. Pure so far.
        .target(name: "TodoCalDAV", dependencies: ["TodoModel", "TodoICalendar"]),
        // The outbox, retry policy, three-way merge and the sync state machine. Pure: no file or
        // network I/O, no localization.
        .target(
            name: "TodoSync",
            dependencies: [
                "TodoModel",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // What the pure targets' tests share: todo fixtures and a manual clock. No I/O, no mock
        // server, so TodoSyncTests build with TodoModel and TodoSync alone.
        .target(
            name: "TodoSyncTesting",
            dependencies: ["TodoModel", "TodoSync"]
        ),
        // What the other tests share besides: the mock server's lifecycle, TLS test servers,
        // polling. Not linked into any product.
        .target(
            name: "TodoTesting",
            dependencies: ["TodoModel", "TodoSync", "TodoSyncTesting", "TodoMockServer"]
        ),
        // The JSON store behind the sync's store port: layout, lock, codec, journal and commit;
        // its own typed StoreError, no message tables.
        .target(
            name: "TodoStore",
            dependencies: [
                "TodoModel",
                "TodoSync",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // libcurl wrapped in async/await, the HTTP client and the contract's API.
        .target(
            name: "TodoNetwork",
            dependencies: ["CCurl", "TodoModel"]
        ),
        // The values that the workflows hand to the words and screens: requests, results and
        // reports, errors and messages (with the machine English of `--json`, logs and
        // `description`), progress events, settings' names. Pure: no I/O, no logging.
        .target(
            name: "TodoValues",
            dependencies: ["TodoModel", "TodoSync", "TodoStore"]
        ),
        // What people type and the formats files are in: dates (`tomorrow`, `viernes`), the
        // recurrence options, list requests read into queries, CSV. Pure: no I/O.
        .target(
            name: "TodoFormats",
            dependencies: ["TodoModel", "TodoValues"]
        ),
        // The store, the coordinator and the workflows over the pure core and the network.
        .target(
            name: "TodoKit",
            dependencies: [
                "TodoModel",
                "TodoSync",
                "TodoStore",
                "TodoNetwork",
                "TodoValues",
                "TodoFormats",
                "TodoICalendar",
                "TodoCalDAV",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // The words and screens: the message tables in every language but the machine English
        // (which TodoKit keeps for `--json`, logs and `description`), the renderers (list,
        // progress, status, conflicts, reports) and the help texts. Pure: values in, strings out;
        // no I/O, no logging, no exit codes.
        .target(
            name: "TodoText",
            dependencies: ["TodoModel", "TodoSync", "TodoStore", "TodoValues", "TodoFormats"]
        ),
        // The terminal: the console (standard output and error), the pager, the prompter, the
        // terminal's choices (colour, progress) and the progress lines drawn in place; it writes
        // the strings TodoText makes.
        .target(
            name: "TodoTerminal",
            dependencies: ["TodoModel", "TodoSync", "TodoValues", "TodoFormats", "TodoKit", "TodoText"]
        ),
        // The thin command line over TodoKit, TodoText and TodoTerminal; the exit codes.
        .executableTarget(
            name: "todo",
            dependencies: [
                "TodoModel",
                "TodoSync",
                "TodoStore",
                "TodoNetwork",
                "TodoValues",
                "TodoFormats",
                "TodoKit",
                "TodoText",
                "TodoTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // The mock todo server (Hummingbird 2), with fault injection.
        .target(
            name: "TodoMockServer",
            dependencies: [
                "TodoModel",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Mocks/TodoMockServer"
        ),
        .executableTarget(
            name: "todo-mock-server",
            dependencies: [
                "TodoMockServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Mocks/todo-mock-server"
        ),
        // `make bench`: TodoAPI requests/s and the 10k GET /list, against the mock (scripts/bench-net.sh).
        .executableTarget(
            name: "todo-netbench",
            dependencies: ["TodoModel", "TodoNetwork", "TodoMockServer"],
            path: "Sources/todo-netbench"
        ),
        .testTarget(
            name: "TodoKitTests",
            dependencies: [
                "TodoModel", "TodoSync", "TodoStore", "TodoNetwork", "TodoValues", "TodoFormats", "TodoKit", "TodoText",
                "TodoTerminal",
                "TodoTesting",
            ]
        ),
        .testTarget(
            name: "TodoSyncTests",
            dependencies: ["TodoModel", "TodoSync", "TodoSyncTesting", "TodoICalendar", "TodoCalDAV"]
        ),
        .testTarget(
            name: "TodoCLITests",
            dependencies: [
                "TodoModel", "TodoSync", "TodoStore", "TodoNetwork", "TodoValues", "TodoFormats", "TodoKit", "TodoText",
                "TodoTerminal",
                "TodoMockServer",
                "TodoTesting", "todo",
                "todo-mock-server",
            ]
        ),
        .testTarget(
            name: "MockServerTests",
            dependencies: [
                "TodoMockServer",
                "TodoTesting",
                "todo-mock-server",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .testTarget(
            name: "NetworkTests",
            dependencies: [
                "TodoModel", "TodoStore", "TodoNetwork", "TodoValues", "TodoFormats", "TodoKit", "TodoMockServer",
                "TodoTesting", "TodoICalendar", "TodoCalDAV",
            ]
        ),
    ]
)
