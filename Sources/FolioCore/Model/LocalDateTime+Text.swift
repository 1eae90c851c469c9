/// Reading and writing the fixed-width forms Folio uses; no locale or formatter is involved,
/// so the result is the same on every machine.
extension LocalDateTime {
    /// Parses `yyyy/MM/dd HH:mm` (the memo app's `createTime`) exactly.
    init?(memoText text: String) {
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
    var memoText: String { "\(dateText) \(timeText)" }
    /// `yyyy/MM/dd`
    var dateText: String { "\(pad(year, 4))/\(pad(month, 2))/\(pad(day, 2))" }
    /// `HH:mm`
    var timeText: String { "\(pad(hour, 2)):\(pad(minute, 2))" }
    /// `yyyy-MM-ddTHH:mm`, for `<time datetime>`.
    var isoText: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(timeText)" }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
