//
// This source file is part of the Hummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// See LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

import FolioHTML

extension String {
    /// FOLIO PATCH 3, 9: HTML escaping through Folio's one escaper (FolioHTML's `HTMLEscaping`):
    /// the same five characters and entities as the release, found by scanning UTF-8 bytes,
    /// written into `output`.
    func htmlEscape(into output: inout String) {
        HTMLEscaping.escape(self, into: &output)
    }

    /// FOLIO PATCH 6: the same escaping, appended to UTF-8 bytes (the typed render's output).
    func htmlEscape(into output: inout [UInt8]) {
        var text = self
        text.withUTF8 { HTMLEscaping.escape($0, into: &output) }
    }

    /// FOLIO PATCH 7: the same escaping of UTF-8 bytes (`MustacheUTF8`).
    static func htmlEscape(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        HTMLEscaping.escape(bytes, into: &output)
    }
}
