/// The plain git pre-commit hook that `viewlint install-hook` writes (for teams that do not
/// use the pre-commit framework, which has `.pre-commit-hooks.yaml` instead).
enum PreCommitHook {
    /// A line that marks the hook as viewlint's, so reinstalling may replace it but another
    /// tool's hook is never overwritten without `--force`.
    static let marker = "# viewlint pre-commit hook"

    /// The script. It pipes the staged content of each staged Swift file (`git show :PATH`,
    /// in its plumbing form `git cat-file blob :PATH`, which applies no text conversion) through
    /// `viewlint lint --stdin-path PATH`, so that a partially staged file is judged on the lines
    /// being committed and its configuration is found from PATH; the commit is refused when
    /// viewlint fails on any file. `fallbackBinary` is used when no `viewlint` is on PATH at
    /// commit time (the binary that installed the hook).
    static func script(fallbackBinary: String) -> String {
        """
        #!/bin/sh
        \(marker): written by `viewlint install-hook`; delete this file to remove it.
        # Lints what is staged of each Swift file; a commit with an error-severity diagnostic is
        # refused. Bypass once with `git commit --no-verify`.
        viewlint=$(command -v viewlint || printf '%s' \(shellQuoted(fallbackBinary)))
        if git diff --cached --quiet --diff-filter=ACMR -- '*.swift'; then
            exit 0
        fi
        git diff --cached --name-only --diff-filter=ACMR -z -- '*.swift' |
            xargs -0 -n 1 sh -c 'git cat-file blob ":$1" | "$0" lint --stdin-path "$1"' "$viewlint"

        """
    }

    /// `text` in single quotes for sh (a quote becomes `'\''`).
    static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
