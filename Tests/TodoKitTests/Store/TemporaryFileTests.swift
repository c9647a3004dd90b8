import Foundation
import Testing
import TodoTesting

@testable import TodoKit
@testable import TodoStore

/// Issue 12, point 2: a temporary file is always a new file of its own: a name that is taken, by
/// a file or by a link planted to point outside the store, is passed over, never opened.
@Suite struct TemporaryFileTests {
    @Test("a link planted at the next temporary name is passed over and its target never created")
    func aPlantedLinkIsPassedOver() throws {
        let dir = TemporaryDirectory()
        let victim = dir.file("victim")
        let target = dir.file("snapshot.json")
        let planted = target + POSIXFile.temporaryMarker + "\(getpid())-planted"
        #expect(symlink(victim, planted) == 0)
        var suffixes = ["planted", "fresh"]

        let (fd, path) = try POSIXFile.createTemporary(beside: target) { suffixes.removeFirst() }
        close(fd)

        #expect(path == target + POSIXFile.temporaryMarker + "\(getpid())-fresh")
        #expect(!FileManager.default.fileExists(atPath: victim), "the link was followed")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted) == victim)
    }

    @Test("a file planted at the name is neither truncated nor reused")
    func aPlantedFileIsKept() throws {
        let dir = TemporaryDirectory()
        let target = dir.file("config.json")
        let planted = target + POSIXFile.temporaryMarker + "\(getpid())-taken"
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: planted))
        var suffixes = ["taken", "free"]

        let (fd, path) = try POSIXFile.createTemporary(beside: target) { suffixes.removeFirst() }
        close(fd)

        #expect(path.hasSuffix("-free"))
        #expect(FileManager.default.contents(atPath: planted) == Data("someone else's".utf8))
    }

    @Test("when every name tried is taken, it fails rather than open one")
    func everyNameTaken() throws {
        let dir = TemporaryDirectory()
        let target = dir.file("session.json")
        #expect(symlink(dir.file("victim"), target + POSIXFile.temporaryMarker + "\(getpid())-same") == 0)
        var tries = 0

        #expect(throws: POSIXFile.Failure.self) {
            try POSIXFile.createTemporary(beside: target) {
                tries += 1
                return "same"
            }
        }
        #expect(tries == 16)
        #expect(!FileManager.default.fileExists(atPath: dir.file("victim")))
    }

    @Test("two temporary names beside one file differ (the random part is random)")
    func namesAreUnpredictable() throws {
        let dir = TemporaryDirectory()
        let target = dir.file("snapshot.json")
        let first = try POSIXFile.createTemporary(beside: target)
        let second = try POSIXFile.createTemporary(beside: target)
        close(first.fd)
        close(second.fd)
        #expect(first.path != second.path)
        #expect(POSIXFile.temporaryOwner(URL(fileURLWithPath: first.path).lastPathComponent) == getpid())
    }
}
