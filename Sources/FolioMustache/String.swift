//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

extension String {
    /// FOLIO PATCH 3: HTML escaping by scanning UTF-8 bytes, written into `output`. The same five
    /// characters and entities as before, which looked each Character up in a dictionary: slower,
    /// and blind to a quote that a combining mark joins into a bigger Character.
    func htmlEscape(into output: inout String) {
        var text = self
        guard !text.withUTF8({ $0.allSatisfy { Self.htmlEntity(for: $0) == nil } }) else {
            output += self
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        htmlEscape(into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// FOLIO PATCH 6: the same escaping, appended to UTF-8 bytes (the typed render's output).
    func htmlEscape(into output: inout [UInt8]) {
        var text = self
        text.withUTF8 { Self.htmlEscape($0, into: &output) }
    }

    /// FOLIO PATCH 7: the same escaping of UTF-8 bytes (`MustacheUTF8`).
    static func htmlEscape(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var start = 0
        for index in 0..<bytes.count {
            guard let entity = htmlEntity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The entity a byte is escaped as, or nil when it stands as it is.
    private static func htmlEntity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
