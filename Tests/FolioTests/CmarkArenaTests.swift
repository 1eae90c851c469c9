@testable import FolioMarkdown
import XCTest

/// cmark's memory for one document (`CmarkArena`): every block keeps its bytes however it is
/// grown, moved, shrunk or freed, wherever it lives (a chunk or malloc), and zeroed blocks are zero.
/// That cmark renders in it as before is what every whole-site snapshot (recorded before the
/// arena) and the pathological texts of `PathologicalMarkdownTests` hold it to.
final class CmarkArenaTests: XCTestCase {
    func testBlocksKeepTheirBytesThroughEveryGrowthAndMove() {
        var generator = SeededGenerator(seed: 29)
        CmarkArena().with {
            let mem = CmarkArena.mem.pointee
            // Each live block and the byte it was filled with, as far as it was filled.
            var blocks: [(pointer: UnsafeMutableRawPointer, size: Int, fill: UInt8)] = []
            func check(_ block: (pointer: UnsafeMutableRawPointer, size: Int, fill: UInt8)) {
                let bytes = UnsafeRawBufferPointer(start: block.pointer, count: block.size)
                XCTAssertTrue(bytes.allSatisfy { $0 == block.fill }, "a block of \(block.size) bytes lost its bytes")
            }
            for step in 0..<4_000 {
                let fill = UInt8(truncatingIfNeeded: step)
                // Sizes around the chunk's and the big blocks' edges, and small ones.
                let sizes = [0, 1, 15, 16, 17, 100, CmarkArena.bigSize - 17, CmarkArena.bigSize - 16, CmarkArena.bigSize,
                             CmarkArena.chunkSize - 16, CmarkArena.chunkSize, 3 * CmarkArena.chunkSize]
                let size = Int.random(in: 0..<4, using: &generator) == 0 ? sizes.randomElement(using: &generator)! : Int.random(in: 1...300, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !blocks.isEmpty:
                    // Grow or shrink a block: the last one cut (it may grow in place) or any other.
                    let index = Bool.random(using: &generator) ? blocks.count - 1 : Int.random(in: 0..<blocks.count, using: &generator)
                    let block = blocks[index]
                    guard let moved = mem.realloc(block.pointer, size) else { return XCTFail("no memory for \(size) bytes") }
                    check((moved, min(size, block.size), block.fill))
                    moved.initializeMemory(as: UInt8.self, repeating: block.fill, count: size)
                    blocks[index] = (moved, size, block.fill)
                case 1 where !blocks.isEmpty:
                    let block = blocks.remove(at: Int.random(in: 0..<blocks.count, using: &generator))
                    check(block)
                    mem.free(block.pointer)
                default:
                    guard let pointer = mem.calloc(1, size) else { return XCTFail("no memory for \(size) bytes") }
                    XCTAssertEqual(Int(bitPattern: pointer) % 16, 0, "aligned as malloc's blocks are")
                    check((pointer, size, 0))
                    pointer.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                    blocks.append((pointer, size, fill))
                }
            }
            blocks.forEach(check)
            XCTAssertNil(mem.calloc(Int.max / 2, 3), "a size that overflows is no memory")
            XCTAssertNil(mem.realloc(nil, Int.max), "nor is one past what a block can hold")
        }
    }
}
