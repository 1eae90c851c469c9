import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Lays out bar charts for inline SVG: whole numbers only, so the markup is the same everywhere.
package enum BarChart {
    package struct Layout {
        package let bars: [BarView]
        package let width: Int
        package let height: Int
    }

    /// Vertical bars side by side, labels under them, counts above (`countTexts` when given):
    /// a bar whose count is above 0 is at least one unit high, however small beside the highest.
    package static func columns(_ data: [(label: String, count: Int)], countTexts: [String]? = nil) -> Layout {
        let barWidth = 40, gap = 16, plotHeight = 120, top = 20, bottom = 24
        let highest = max(1, data.map(\.count).max() ?? 0)
        let bars = data.enumerated().map { index, item in
            let height = item.count > 0 ? max(1, item.count * plotHeight / highest) : 0
            let x = gap + index * (barWidth + gap)
            return BarView(
                label: item.label, count: item.count, countText: countTexts?[index], x: x, y: top + plotHeight - height, width: barWidth, height: height,
                labelX: x + barWidth / 2, labelY: top + plotHeight + 16, countX: x + barWidth / 2, countY: top + plotHeight - height - 4)
        }
        return Layout(bars: bars, width: gap + data.count * (barWidth + gap), height: top + plotHeight + bottom)
    }

    /// Horizontal bars one under another, labels on the left (cut at a word to their room, the
    /// whole label on hover), counts after the bar.
    package static func rows(_ data: [(label: String, count: Int)], countTexts: [String]? = nil) -> Layout {
        let labelWidth = 200, plotWidth = 220, barHeight = 18, gap = 6
        let highest = max(1, data.map(\.count).max() ?? 0)
        let bars = data.enumerated().map { index, item in
            let width = max(1, item.count * plotWidth / highest)
            let y = gap + index * (barHeight + gap)
            return BarView(
                label: item.label, shownLabel: fitted(item.label, width: labelWidth - 12), count: item.count, countText: countTexts?[index], x: labelWidth, y: y, width: width, height: barHeight,
                labelX: labelWidth - 8, labelY: y + barHeight - 5, countX: labelWidth + width + 6, countY: y + barHeight - 5)
        }
        return Layout(bars: bars, width: labelWidth + plotWidth + 40, height: gap + data.count * (barHeight + gap))
    }

    /// As much of `label` as fits in `width` units of a 12-unit font (a wide letter, CJK, two
    /// narrow ones), cut after a whole word with `…`; a single word too long is cut where it must.
    package static func fitted(_ label: String, width: Int) -> String {
        func units(_ character: Character) -> Int {
            guard let scalar = character.unicodeScalars.first else { return 0 }
            if scalar.value >= 0x1100 { return 12 }
            return character.isUppercase || "mwMW@%".contains(character) ? 9 : 7
        }
        guard label.reduce(0, { $0 + units($1) }) > width else { return label }
        let room = width - units("…")
        var used = 0, end = label.startIndex, lastBreak: String.Index?
        for index in label.indices {
            used += units(label[index])
            if used > room { break }
            end = label.index(after: index)
            if label[index] == " " || units(label[index]) == 12 { lastBreak = label[index] == " " ? index : end }
        }
        let cut = lastBreak.map { label[..<$0] } ?? label[..<end]
        return cut.trimmingCharacters(in: .whitespaces) + "…"
    }
}
