import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory cmark parses and renders one document in (`MarkdownRenderer.withDocument`). cmark
/// asks for a block for every node, iterator and string buffer and frees each one by one: about
/// 180 blocks for a memo, 2.2 million malloc and free pairs in a full build of the benchmark
/// site, more than half of all of them. Here small blocks are cut one after another from chunks
/// of 64 KiB and never freed one by one; the chunks go when the document is done. A block
/// bigger than a quarter of a chunk (a long text's buffer) comes from malloc, as it would have,
/// and goes back when cmark frees it or grows it, so a document takes little more memory than
/// it did.
///
/// cmark's allocator (`mem`) is three C functions with no context, so they find the arena through
/// the calling thread (`with`): a document is parsed, rendered and freed on one thread.
final class CmarkArena {
    static let chunkSize = 64 << 10
    /// Blocks from this size on (header included) come from malloc.
    static let bigSize = chunkSize / 4
    /// Before each block: its size, and whether it came from malloc. 16 bytes keep blocks aligned
    /// as malloc's are.
    private static let header = 16

    private var chunks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer?
    private var end: UnsafeMutableRawPointer?
    /// Blocks from malloc that cmark has not freed, by their start (header included).
    private var big: Set<UnsafeMutableRawPointer> = []

    /// Runs `body` with this arena as the calling thread's cmark memory, then frees all it gave.
    /// Every cmark call that allocates or frees with `mem` must happen inside.
    func with<T>(_ body: () -> T) -> T {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer {
            pthread_setspecific(Self.key, previous)
            release()
        }
        return body()
    }

    /// The allocator to hand cmark: blocks from the arena of the calling thread's `with`.
    /// (A C pointer, so not Sendable: made once, then only read, by cmark.)
    nonisolated(unsafe) static let mem: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(
            calloc: { count, size in
                let (total, overflow) = count.multipliedReportingOverflow(by: size)
                return overflow ? nil : CmarkArena.withCurrent { $0.allocate(total, zeroed: true) }
            },
            realloc: { block, size in CmarkArena.withCurrent { $0.reallocate(block, to: size) } },
            free: { block in CmarkArena.withCurrent { $0.free(block) } }))
        return mem
    }()

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread key for cmark's memory")
        return key
    }()

    /// `body` run on the calling thread's arena, which `with` holds on to meanwhile (so it is
    /// not retained and released for each of cmark's calls).
    private static func withCurrent<T>(_ body: (CmarkArena) -> T) -> T {
        guard let arena = pthread_getspecific(key) else { preconditionFailure("cmark asked for memory outside CmarkArena.with") }
        return Unmanaged<CmarkArena>.fromOpaque(arena)._withUnsafeGuaranteedRef(body)
    }

    private static func rounded(_ size: Int) -> Int { (size + header + 15) & ~15 }

    /// `size` bytes, zeroed when asked; nil when there is no memory (cmark then stops, as it does
    /// when malloc fails).
    func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        guard size >= 0, size <= Int.max - Self.header - 15 else { return nil }
        let total = Self.rounded(size)
        let start: UnsafeMutableRawPointer
        if total >= Self.bigSize {
            guard let block = zeroed ? calloc(1, total) : malloc(total) else { return nil }
            start = block
            big.insert(start)
        } else {
            if next == nil || next! + total > end! {
                guard let chunk = malloc(Self.chunkSize) else { return nil }
                chunks.append(chunk)
                (next, end) = (chunk, chunk + Self.chunkSize)
            }
            start = next!
            next = start + total
            if zeroed { memset(start + Self.header, 0, size) }
        }
        start.storeBytes(of: size, as: Int.self)
        start.storeBytes(of: total >= Self.bigSize, toByteOffset: 8, as: Bool.self)
        return start + Self.header
    }

    /// `block` grown or shrunk to `size`, its bytes kept as far as both reach.
    func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guard let block else { return allocate(size, zeroed: false) }
        let start = block - Self.header
        let old = start.load(as: Int.self)
        if start.load(fromByteOffset: 8, as: Bool.self), Self.rounded(size) >= Self.bigSize, size <= Int.max - Self.header - 15 {
            big.remove(start)
            guard let moved = realloc(start, Self.rounded(size)) else {
                big.insert(start)
                return nil
            }
            big.insert(moved)
            moved.storeBytes(of: size, as: Int.self)
            return moved + Self.header
        }
        if size <= old { return block }
        // The last block cut grows where it is when the chunk has room.
        if let next, let end, start + Self.rounded(old) == next, Self.rounded(size) < Self.bigSize, start + Self.rounded(size) <= end {
            self.next = start + Self.rounded(size)
            start.storeBytes(of: size, as: Int.self)
            return block
        }
        guard let moved = allocate(size, zeroed: false) else { return nil }
        moved.copyMemory(from: block, byteCount: old)
        free(block)
        return moved
    }

    /// Gives back a block from malloc; a block cut from a chunk waits for the chunk.
    func free(_ block: UnsafeMutableRawPointer?) {
        guard let block else { return }
        let start = block - Self.header
        guard start.load(fromByteOffset: 8, as: Bool.self) else { return }
        big.remove(start)
        systemFree(start)
    }

    /// Frees every chunk and every block from malloc not yet freed.
    private func release() {
        for chunk in chunks { systemFree(chunk) }
        for start in big { systemFree(start) }
        chunks = []
        big = []
        (next, end) = (nil, nil)
    }
}

/// The C library's `free`, which the arena's own `free` hides inside it.
private func systemFree(_ block: UnsafeMutableRawPointer) {
    free(block)
}
