// A rule file imports only ViewLintRuleKit and sees the whole API it may use.
@_exported import ViewLintDiagnostics
@_exported import ViewLintIndex
@_exported import ViewLintSyntax
