//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

import Foundation
import Synchronization

/// Protocol for content types
public protocol MustacheContentType: Sendable {
    /// escape text for this content type eg for HTML replace "<" with "&lt;"
    func escapeText(_ text: String) -> String
    /// FOLIO PATCH 2: escape text straight into the render's output buffer
    func escapeText(_ text: String, into output: inout String)
}

extension MustacheContentType {
    public func escapeText(_ text: String, into output: inout String) {
        output += self.escapeText(text)
    }
}

/// Text content type where no character is escaped
struct TextContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        text
    }

    func escapeText(_ text: String, into output: inout String) {
        output += text
    }
}

/// HTML content where text is escaped for HTML output
struct HTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        var output = ""
        text.htmlEscape(into: &output)
        return output
    }

    func escapeText(_ text: String, into output: inout String) {
        text.htmlEscape(into: &output)
    }
}

/// Map of strings to content types.
///
/// The string is read from the "CONTENT_TYPE" pragma `{{% CONTENT_TYPE: type}}`. Replace type with
/// the content type required. The default available types are `TEXT` and `HTML`. You can register your own
/// with `MustacheContentTypes.register`.
public enum MustacheContentTypes {

    static func get(_ name: String) -> MustacheContentType? {
        types.withLock { $0[name] }
    }

    /// Register new content type
    /// - Parameters:
    ///   - contentType: Content type
    ///   - name: String to identify it
    public static func register(_ contentType: MustacheContentType, named name: String) {
        types.withLock { $0[name] = contentType }
    }

    /// FOLIO PATCH 10: the table behind a `Mutex`, which the compiler checks, not an unchecked
    /// global guarded by an `NSLock`.
    private static let types = Mutex<[String: MustacheContentType]>([
        "HTML": HTMLContentType(),
        "TEXT": TextContentType(),
    ])
}
