import Foundation

/// One figure of the report: its key in bench-results.json, its goal, and how it was obtained.
struct Metric {
    enum Goal {
        /// Met when the value is at most this.
        case atMost(Double)
        /// Reported, not checked.
        case none

        var text: String {
            switch self {
            case .atMost(let limit): "≤ \(Metric.format(limit))"
            case .none: "—"
            }
        }

        func isMet(by value: Double) -> Bool? {
            switch self {
            case .atMost(let limit): value <= limit
            case .none: nil
            }
        }
    }

    var key: String
    var value: Double
    var goal: Goal
    var detail: String

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return abs(value) >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }
}

/// The table `make bench` prints and the JSON file it writes.
struct Report {
    private(set) var metrics: [Metric] = []
    /// Extra figures for the JSON file only (raw medians), also numbers.
    private(set) var details: [String: Double] = [:]

    mutating func add(_ key: String, _ value: Double, goal: Metric.Goal, _ detail: String) {
        metrics.append(Metric(key: key, value: value, goal: goal, detail: detail))
    }

    mutating func note(_ key: String, _ value: Double) {
        details[key] = value
    }

    /// "6 of 7 goals met".
    var summary: String {
        let verdicts = metrics.compactMap { $0.goal.isMet(by: $0.value) }
        return "\(verdicts.filter { $0 }.count) of \(verdicts.count) goals met"
    }

    /// A Markdown table, readable in a terminal and pasteable into the README.
    var table: String {
        let header = ["key", "value", "goal", "", "how"]
        let rows = metrics.map { metric -> [String] in
            let verdict = metric.goal.isMet(by: metric.value).map { $0 ? "met" : "MISSED" } ?? ""
            return ["`\(metric.key)`", Metric.format(metric.value), metric.goal.text, verdict, metric.detail]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        return ([line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
                + rows.map(line)).joined(separator: "\n")
    }

    func write(to url: URL) throws {
        var object: [String: Double] = details
        for metric in metrics { object[metric.key] = metric.value }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(object).write(to: url)
    }
}
