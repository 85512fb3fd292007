// swift-tools-version:6.1
// viewlint as SwiftPM plugins, fed by the prebuilt `viewlint` binary in an artifact bundle.
//
// A consumer cannot build viewlint from source through SwiftPM (its tree-sitter sources are
// fetched by a set-up step), so this package holds no code but the two plugins and the
// binary target. `make artifactbundle` in the viewlint repository writes the bundle next to
// this file for local use; a release points the binary target at the uploaded zip instead:
//
//     .binaryTarget(
//         name: "viewlint",
//         url: "https://example.com/viewlint/releases/download/0.1.0/viewlint.artifactbundle.zip",
//         checksum: "<printed by `make artifactbundle` (swift package compute-checksum)>"
//     ),
import PackageDescription

let package = Package(
    name: "ViewLintPlugin",
    products: [
        .plugin(name: "ViewLintBuildToolPlugin", targets: ["ViewLintBuildToolPlugin"]),
        .plugin(name: "ViewLintCommandPlugin", targets: ["ViewLintCommandPlugin"]),
    ],
    targets: [
        // Lints a target's Swift sources on every build in which one of them (or a
        // `.viewlint.yml` above them) changed; diagnostics show as build warnings and errors.
        .plugin(
            name: "ViewLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["viewlint"]
        ),
        // `swift package viewlint [ARGUMENTS]`: lints the package's targets, or the paths given.
        .plugin(
            name: "ViewLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "viewlint", description: "Lint the package's Swift sources (or the given paths) with viewlint")
            ),
            dependencies: ["viewlint"]
        ),
        .binaryTarget(name: "viewlint", path: "viewlint.artifactbundle.zip"),
    ]
)
