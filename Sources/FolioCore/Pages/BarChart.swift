/// Lays out bar charts for inline SVG: whole numbers only, so the markup is the same everywhere.
enum BarChart {
    struct Layout {
        let bars: [BarView]
        let width: Int
        let height: Int
    }

    /// Vertical bars side by side, labels under them, counts above.
    static func columns(_ data: [(label: String, count: Int)]) -> Layout {
        let barWidth = 40, gap = 16, plotHeight = 120, top = 20, bottom = 24
        let highest = max(1, data.map(\.count).max() ?? 0)
        let bars = data.enumerated().map { index, item in
            let height = item.count * plotHeight / highest
            let x = gap + index * (barWidth + gap)
            return BarView(
                label: item.label, count: item.count, x: x, y: top + plotHeight - height, width: barWidth, height: height,
                labelX: x + barWidth / 2, labelY: top + plotHeight + 16, countX: x + barWidth / 2, countY: top + plotHeight - height - 4)
        }
        return Layout(bars: bars, width: gap + data.count * (barWidth + gap), height: top + plotHeight + bottom)
    }

    /// Horizontal bars one under another, labels on the left, counts after the bar.
    static func rows(_ data: [(label: String, count: Int)]) -> Layout {
        let labelWidth = 160, plotWidth = 240, barHeight = 18, gap = 6
        let highest = max(1, data.map(\.count).max() ?? 0)
        let bars = data.enumerated().map { index, item in
            let width = max(1, item.count * plotWidth / highest)
            let y = gap + index * (barHeight + gap)
            return BarView(
                label: item.label, count: item.count, x: labelWidth, y: y, width: width, height: barHeight,
                labelX: labelWidth - 8, labelY: y + barHeight - 5, countX: labelWidth + width + 6, countY: y + barHeight - 5)
        }
        return Layout(bars: bars, width: labelWidth + plotWidth + 40, height: gap + data.count * (barHeight + gap))
    }
}
