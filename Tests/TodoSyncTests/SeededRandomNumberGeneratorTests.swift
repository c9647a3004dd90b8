import Testing
import TodoSync

@Suite struct SeededRandomNumberGeneratorTests {
    @Test func matchesTheSplitMix64ReferenceSequence() {
        var random = SeededRandomNumberGenerator(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedSameSequenceDifferentSeedDifferentSequence() {
        var a = SeededRandomNumberGenerator(seed: 12_345)
        var b = SeededRandomNumberGenerator(seed: 12_345)
        var c = SeededRandomNumberGenerator(seed: 12_346)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
    }
}
