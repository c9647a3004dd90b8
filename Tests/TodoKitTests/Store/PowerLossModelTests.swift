import Foundation
import Glibc
import Testing
import TodoTesting

@testable import TodoStore

/// The power-loss model itself: what an fsync makes durable, and what a power loss may drop.
@Suite struct PowerLossModelTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The last image's files when the power loss keeps none of the unsynced operations, and all.
    static func lastImage(_ images: [PowerLoss.Image]) throws -> (none: [String: [UInt8]]?, all: [String: [UInt8]]?) {
        let image = try #require(images.last)
        return (image.files(keeping: { _ in false }), image.files(keeping: { _ in true }))
    }

    @Test func anAtomicWriteIsDurableWhenItReturns() throws {
        let dir = TemporaryDirectory()
        PowerLoss.arm(directory: dir.path)
        try POSIXFile.atomicWrite(Self.bytes("one"), to: dir.file("f"), directory: dir.path)
        let (none, all) = try Self.lastImage(PowerLoss.disarm(directory: dir.path))
        #expect(none?["f"] == Self.bytes("one"))
        #expect(all?["f"] == Self.bytes("one"))
    }

    @Test func anAtomicWriteWithoutFsyncMayBeLostWholeOrLeaveAnEmptyFile() throws {
        let dir = TemporaryDirectory()
        try dir.write("f", Self.bytes("old"))
        PowerLoss.arm(directory: dir.path)
        try POSIXFile.atomicWrite(Self.bytes("new"), to: dir.file("f"), directory: dir.path, durable: false)
        let images = PowerLoss.disarm(directory: dir.path)
        let (none, all) = try Self.lastImage(images)
        #expect(none?["f"] == Self.bytes("old"), "the rename is lost")
        #expect(all?["f"] == Self.bytes("new"))
        // The rename kept, the data lost: the new name holds an empty file.
        let image = try #require(images.last)
        let renamed = image.files(keeping: { index in
            if case .rename = image.unsynced[index] { return true }
            return false
        })
        #expect(renamed?["f"] == [], "\(image.unsynced)")
    }

    @Test func anAppendIsDurableOnlyOnceFsynced() throws {
        let dir = TemporaryDirectory()
        try dir.write("log", Self.bytes("a\n"))
        PowerLoss.arm(directory: dir.path)
        let fd = try POSIXFile.open(dir.file("log"), O_WRONLY | O_APPEND)
        defer { close(fd) }
        try POSIXFile.writeAll(fd: fd, path: dir.file("log"), Self.bytes("b\n"))
        try POSIXFile.fsync(fd: fd, path: dir.file("log"))
        try POSIXFile.writeAll(fd: fd, path: dir.file("log"), Self.bytes("c\n"))
        let images = PowerLoss.disarm(directory: dir.path)
        #expect(images.count == 4, "armed, two writes and an fsync")
        let (none, all) = try Self.lastImage(images)
        #expect(none?["log"] == Self.bytes("a\nb\n"))
        #expect(all?["log"] == Self.bytes("a\nb\nc\n"))
        #expect(images.last?.files(keeping: { _ in true }, tornLast: true)?["log"] == Self.bytes("a\nb\nc"))
        #expect(images[1].files(keeping: { _ in false })?["log"] == Self.bytes("a\n"), "before the fsync")
    }

    @Test func aNewDirectoryIsDurableInItsParent() throws {
        let dir = TemporaryDirectory()
        let store = dir.path + "/a/store"
        PowerLoss.arm(directory: store)
        try POSIXFile.makeDirectories(store)
        try POSIXFile.atomicWrite(Self.bytes("x"), to: store + "/f", directory: store)
        let (none, _) = try Self.lastImage(PowerLoss.disarm(directory: store))
        #expect(none == ["f": Self.bytes("x")])
    }

    @Test func aDirectoryCreatedWithoutFsyncOfItsParentMayVanish() throws {
        let dir = TemporaryDirectory()
        let store = dir.path + "/store"
        PowerLoss.arm(directory: store)
        #expect(mkdir(store, 0o700) == 0)
        PowerLoss.note(store, .madeDirectory)
        try POSIXFile.atomicWrite(Self.bytes("x"), to: store + "/f", directory: store)
        let (none, all) = try Self.lastImage(PowerLoss.disarm(directory: store))
        #expect(none == nil)
        #expect(all == ["f": Self.bytes("x")])
    }

    @Test func unarmedNothingIsRecorded() throws {
        let dir = TemporaryDirectory()
        try POSIXFile.atomicWrite(Self.bytes("x"), to: dir.file("f"), directory: dir.path)
        #expect(PowerLoss.operations(directory: dir.path) == 0)
        #expect(PowerLoss.disarm(directory: dir.path).isEmpty)
    }

    @Test func aMaterializedImageIsTheDirectory() throws {
        let dir = TemporaryDirectory()
        let target = dir.path + "/store"
        try PowerLoss.materialize(["a": Self.bytes("1"), "b": []], at: target)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).sorted() == ["a", "b"])
        #expect(dir.bytes("store/a") == Self.bytes("1"))
        try PowerLoss.materialize(nil, at: target)
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
