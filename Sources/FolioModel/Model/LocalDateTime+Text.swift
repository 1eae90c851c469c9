import FolioBase

/// Reading and writing the fixed-width forms Folio uses; no locale or formatter is involved,
/// so the result is the same on every machine.
extension LocalDateTime {
    /// Parses `yyyy/MM/dd HH:mm` (the memo app's `createTime`) exactly.
    package init?(memoText text: String) {
        self.init(fixedWidth: text, dateSeparator: UInt8(ascii: "/"), timeSeparator: UInt8(ascii: " "))
    }

    /// Parses `yyyy-MM-ddTHH:mm` (the `--now` option) exactly.
    public init?(isoText text: String) {
        self.init(fixedWidth: text, dateSeparator: UInt8(ascii: "-"), timeSeparator: UInt8(ascii: "T"))
    }

    private init?(fixedWidth text: String, dateSeparator: UInt8, timeSeparator: UInt8) {
        let b = Array(text.utf8)
        guard b.count == 16, b[4] == dateSeparator, b[7] == dateSeparator,
              b[10] == timeSeparator, b[13] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard (48...57).contains(b[i]) else { return nil }
                value = value * 10 + Int(b[i] - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16)
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// `yyyy/MM/dd HH:mm`
    package var memoText: String { written(date: UInt8(ascii: "/"), time: UInt8(ascii: " ")) }
    /// `yyyy/MM/dd`
    package var dateText: String { written(date: UInt8(ascii: "/"), time: nil) }
    /// `HH:mm`
    package var timeText: String { written(date: nil, time: UInt8(ascii: " ")) }
    /// `yyyy-MM-ddTHH:mm`, for `<time datetime>`.
    package var isoText: String { written(date: UInt8(ascii: "-"), time: UInt8(ascii: "T")) }
    /// `yyyy-MM-ddTHH:mm+hh:mm`, with a zone's offset in minutes (less than a day either way).
    package func isoText(offsetMinutes offset: Int) -> String {
        written(date: UInt8(ascii: "-"), time: UInt8(ascii: "T"), offsetMinutes: offset)
    }

    /// `yyyy<date>MM<date>dd` when `date` is given, then `HH:mm` (after `time` when both are),
    /// then the offset as `+hh:mm` when one is given,
    /// written as bytes: these texts are made for every row of every list. Every field fits its
    /// place: a `LocalDateTime` holds the years 1 to 9999.
    private func written(date: UInt8?, time: UInt8?, offsetMinutes offset: Int? = nil) -> String {
        let count = (date == nil ? 0 : 10) + (time == nil ? 0 : 5) + (date != nil && time != nil ? 1 : 0) + (offset == nil ? 0 : 6)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            func put(_ value: Int, width: Int) {
                var rest = value
                for offset in stride(from: width - 1, through: 0, by: -1) {
                    buffer[at + offset] = UInt8(48 + rest % 10)
                    rest /= 10
                }
                at += width
            }
            func put(_ byte: UInt8) {
                buffer[at] = byte
                at += 1
            }
            if let date {
                put(year, width: 4); put(date); put(month, width: 2); put(date); put(day, width: 2)
                if let time { put(time) }
            }
            if time != nil {
                put(hour, width: 2); put(UInt8(ascii: ":")); put(minute, width: 2)
            }
            if let offset {
                let minutes = abs(offset) % (24 * 60)
                put(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")); put(minutes / 60, width: 2); put(UInt8(ascii: ":")); put(minutes % 60, width: 2)
            }
            return at
        }
    }
}
