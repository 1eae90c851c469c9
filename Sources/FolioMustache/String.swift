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
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count {
                let entity: String
                switch bytes[index] {
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                if start < index {
                    output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                }
                output += entity
                start = index + 1
            }
            if start == 0 {
                output += self
            } else if start < bytes.count {
                output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            }
        }
    }

    /// FOLIO PATCH 6: the same escaping, appended to UTF-8 bytes (the typed render's output).
    func htmlEscape(into output: inout [UInt8]) {
        var text = self
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}

