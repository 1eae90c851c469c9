/// Sizes for messages and limits: `1 MiB`, `512 MiB`, `3.2 GiB`, `900 bytes`.
package enum ByteCount {
    package static let kibibyte: Int64 = 1024
    package static let mebibyte: Int64 = 1024 * 1024
    package static let gibibyte: Int64 = 1024 * 1024 * 1024

    package static func text(_ bytes: Int64) -> String {
        func format(_ value: Double, _ unit: String) -> String {
            let rounded = (value * 10).rounded() / 10
            return (rounded == rounded.rounded() ? "\(Int64(rounded))" : "\(rounded)") + " " + unit
        }
        if bytes >= gibibyte { return format(Double(bytes) / Double(gibibyte), "GiB") }
        if bytes >= mebibyte { return format(Double(bytes) / Double(mebibyte), "MiB") }
        if bytes >= kibibyte { return format(Double(bytes) / Double(kibibyte), "KiB") }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }
}
