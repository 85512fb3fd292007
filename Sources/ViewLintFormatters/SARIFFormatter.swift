import ViewLintDiagnostics

/// SARIF 2.1.0, the format code-scanning services (GitHub, Azure DevOps, IDE viewers) read:
/// one run with the tool's rule catalogue, and one result per diagnostic with its location
/// and, where a fix exists, the fix as replacements with its applicability.
public struct SARIFFormatter: ReportFormatter {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    let rules: [RuleSummary]

    public init(rules: [RuleSummary]) { self.rules = rules }

    public func format(_ report: LintReport) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string(ToolInfo.name)),
                ("version", .string(ToolInfo.version)),
                ("semanticVersion", .string(ToolInfo.version)),
                ("rules", .array(rules.map(Self.descriptor))),
            ]))])),
            // viewlint counts columns in Unicode scalars, not SARIF's default UTF-16 units.
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) })),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    private static func descriptor(_ rule: RuleSummary) -> JSONValue {
        var help: [(String, JSONValue)] = [("text", .string(rule.help ?? rule.summary))]
        if let markdown = rule.helpMarkdown { help.append(("markdown", .string(markdown))) }
        return .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.fullDescription ?? rule.summary))])),
            ("help", .object(help)),
            ("defaultConfiguration", .object(
                [("level", .string(rule.defaultSeverity.rawValue))] + (rule.enabledByDefault ? [] : [("enabled", .bool(false))]))),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        let artifact = Self.artifactLocation(diagnostic.path)
        members += [
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifact), ("region", Self.region(diagnostic.span)),
            ]))])])),
        ]
        if let fix = diagnostic.fix {
            let replacements = fix.edits.map { edit in
                JSONValue.object([
                    ("deletedRegion", Self.region(edit.span)),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])
            }
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.message))])),
                ("artifactChanges", .array([.object([("artifactLocation", artifact), ("replacements", .array(replacements))])])),
                ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
            ])])))
        }
        return .object(members)
    }

    private static func region(_ span: SourceSpan) -> JSONValue {
        .object([
            ("startLine", .int(span.line)), ("startColumn", .int(span.column)),
            ("endLine", .int(span.endLine)), ("endColumn", .int(span.endColumn)),
        ])
    }

    /// Relative paths stay relative (code scanning resolves them against the checkout);
    /// absolute ones become `file://` URIs.
    static func artifactLocation(_ path: String) -> JSONValue {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let encoded = percentEncoded(trimmed)
        return .object([("uri", .string(path.hasPrefix("/") ? "file://" + encoded : encoded))])
    }

    /// RFC 3986: unreserved characters and `/` stay, every other byte becomes `%XX`.
    static func percentEncoded(_ path: Substring) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
