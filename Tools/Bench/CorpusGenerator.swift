import Foundation
import SeededRandom

/// Writes a deterministic synthetic SwiftUI corpus: views with stacks, lists, ForEach,
/// modifiers, conditionals, models with Identifiable conformances, helpers and comments,
/// with a sprinkling of the mistakes viewlint looks for.
struct CorpusGenerator {
    var files: Int
    var seed: UInt64

    static let nouns = ["Pet", "Treat", "Order", "Invoice", "Track", "Album", "Photo", "Message", "Contact", "Task",
                        "Recipe", "Ingredient", "Trip", "Booking", "Note", "Workout", "Habit", "Device", "Sensor", "Article"]
    static let modifiers = [".padding()", ".padding(8)", ".font(.headline)", ".foregroundStyle(.secondary)", ".bold()",
                            ".frame(maxWidth: .infinity, alignment: .leading)", ".background(Color.gray.opacity(0.1))",
                            ".clipShape(RoundedRectangle(cornerRadius: 8))", ".opacity(0.8)", ".lineLimit(2)",
                            ".shadow(radius: 2)", ".accessibilityLabel(\"Row\")", ".contentShape(Rectangle())"]

    /// Writes the corpus to `directory` and returns (files, lines, bytes).
    func write(to directory: URL) throws -> (files: Int, lines: Int, bytes: Int) {
        try? FileManager.default.removeItem(at: directory)
        var random = SeededRandom(seed: seed)
        var lines = 0, bytes = 0
        for index in 0..<files {
            let noun = Self.nouns[index % Self.nouns.count] + String(index / Self.nouns.count)
            let module = directory.appendingPathComponent("Module\(index % 16)")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            let text = file(noun: noun, random: &random)
            try Data(text.utf8).write(to: module.appendingPathComponent("\(noun)View.swift"))
            lines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            bytes += text.utf8.count
        }
        return (files, lines, bytes)
    }

    private func file(noun: String, random: inout SeededRandom) -> String {
        var out = "// \(noun)View.swift — generated for the viewlint benchmark.\n//\n// Shows \(noun.lowercased()) rows, details and editing.\n\nimport SwiftUI\n\n"
        out += model(noun, random: &random)
        out += listView(noun, random: &random)
        out += rowView(noun, random: &random)
        out += detailView(noun, random: &random)
        if random.chance(30) { out += helpers(noun, random: &random) }
        return out
    }

    private func model(_ noun: String, random: inout SeededRandom) -> String {
        var out = "/// A \(noun.lowercased()) as stored by the app.\nstruct \(noun): Identifiable, Hashable {\n"
        out += random.chance(3) ? "    var id: UUID { UUID() }\n" : "    let id = UUID()\n"
        out += "    var name: String\n    var subtitle: String\n    var createdAt: Date\n    var count: Int\n    var isFavorite: Bool\n}\n\n"
        out += "final class \(noun)Store: ObservableObject {\n    @Published var items: [\(noun)] = []\n    @Published var query = \"\"\n\n"
        out += "    var filtered: [\(noun)] {\n        query.isEmpty ? items : items.filter { $0.name.localizedCaseInsensitiveContains(query) }\n    }\n\n"
        out += "    func toggle(_ item: \(noun)) {\n        guard let index = items.firstIndex(of: item) else { return }\n        items[index].isFavorite.toggle()\n    }\n}\n\n"
        return out
    }

    private func listView(_ noun: String, random: inout SeededRandom) -> String {
        var out = "struct \(noun)ListView: View {\n"
        out += random.chance(5) ? "    @ObservedObject var store = \(noun)Store()\n" : "    @StateObject private var store = \(noun)Store()\n"
        out += "    @State private var selection: \(noun).ID?\n    @State private var isEditing = false\n\n    var body: some View {\n        NavigationStack {\n            List(selection: $selection) {\n"
        switch random.below(4) {
        case 0: out += "                ForEach(store.filtered) { item in\n                    \(noun)Row(item: item)\n                }\n"
        case 1: out += "                ForEach(store.items.indices, id: \\.self) { index in\n                    \(noun)Row(item: store.items[index])\n                }\n"
        case 2: out += "                ForEach(store.items, id: \\.name) { item in\n                    \(noun)Row(item: item)\n                }\n"
        default: out += "                ForEach(store.filtered, id: \\.id) { item in\n                    \(noun)Row(item: item)\n                        .swipeActions { Button(\"Favorite\") { store.toggle(item) } }\n                }\n"
        }
        out += "            }\n            .navigationTitle(\"\(noun)s\")\n            .searchable(text: $store.query)\n"
        out += "            .toolbar {\n                ToolbarItem(placement: .primaryAction) {\n                    Button(isEditing ? \"Done\" : \"Edit\") { isEditing.toggle() }\n                }\n            }\n        }\n    }\n}\n\n"
        return out
    }

    private func rowView(_ noun: String, random: inout SeededRandom) -> String {
        var out = "struct \(noun)Row: View {\n    var item: \(noun)\n    @State private var isExpanded = false\n\n    var body: some View {\n"
        out += "        HStack(alignment: .firstTextBaseline, spacing: 12) {\n            Image(systemName: item.isFavorite ? \"star.fill\" : \"star\")\n                .foregroundStyle(.yellow)\n"
        out += "            VStack(alignment: .leading, spacing: 4) {\n                Text(item.name)\n"
        for _ in 0..<(2 + random.below(3)) { out += "                    \(random.pick(Self.modifiers))\n" }
        out += "                Text(item.subtitle)\n                    .font(.subheadline)\n                    .foregroundStyle(.secondary)\n"
        if random.chance(40) {
            out += "                if isExpanded {\n                    Text(item.createdAt, style: .date).opacity(0.5)\n                } else {\n                    Text(item.createdAt, style: .date)\n                }\n"
        }
        out += "            }\n            Spacer()\n            Text(\"\\(item.count)\")\n                .monospacedDigit()\n"
        for _ in 0..<(1 + random.below(3)) { out += "                \(random.pick(Self.modifiers))\n" }
        out += "        }\n        .onTapGesture { withAnimation { isExpanded.toggle() } }\n    }\n}\n\n"
        return out
    }

    private func detailView(_ noun: String, random: inout SeededRandom) -> String {
        var out = "struct \(noun)Detail: View {\n    let item: \(noun)\n    var onDelete: () -> Void = {}\n\n    var body: some View {\n        ScrollView {\n            VStack(alignment: .leading, spacing: 16) {\n"
        out += "                Text(item.name).font(.largeTitle)\n"
        for section in 0..<(2 + random.below(3)) {
            out += "                // Section \(section): details laid out in a grid.\n"
            out += "                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {\n"
            out += "                    ForEach(0..<4) { column in\n                        Label(\"Field \\(column)\", systemImage: \"circle\")\n"
            for _ in 0..<(1 + random.below(2)) { out += "                            \(random.pick(Self.modifiers))\n" }
            out += "                    }\n                }\n"
        }
        out += random.chance(15) ? "                AnyView(Text(\"Footer\"))\n" : "                Text(\"Footer\").font(.footnote)\n"
        out += "                Button(role: .destructive, action: onDelete) {\n                    Label(\"Delete\", systemImage: \"trash\")\n                }\n"
        out += "            }\n            .padding()\n        }\n        .id(item.id)\n    }\n}\n\n"
        return out
    }

    private func helpers(_ noun: String, random: inout SeededRandom) -> String {
        "extension \(noun)Detail {\n    /// Formats the count for accessibility.\n    func spokenCount() -> String {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .spellOut\n        return formatter.string(from: NSNumber(value: item.count)) ?? \"\"\n    }\n}\n\n"
    }
}
