import Foundation

/// The `main` of each fuzz driver (`viewlint-fuzz`, `viewlint-lsp-fuzz`):
///
///     DRIVER --write-seeds FOLDER    writes `seeds()` into FOLDER
///     DRIVER FILE...                 built normally: runs `check` on each file (the replay of a finding)
///     DRIVER [libFuzzer options]     built for fuzzing (VIEWLINT_LIBFUZZER): libFuzzer, every input to `check`
///
/// `check` throws a broken promise (in libFuzzer, an abort: the input is saved as a crash) and
/// otherwise returns a one-line summary for the replay.
public enum FuzzDriver {
    nonisolated(unsafe) private static var check: (([UInt8]) throws -> String)?

    public static func main(name: String, seeds: () -> [(name: String, bytes: [UInt8])], check: @escaping ([UInt8]) throws -> String) -> Never {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--write-seeds", arguments.count == 2 {
            exit(writeSeeds(seeds(), to: arguments.last!))
        }
        Self.check = check
        Self.name = name
        #if VIEWLINT_LIBFUZZER
        exit(fuzz())
        #else
        exit(replay(arguments, usage: "\(name) FILE... | --write-seeds FOLDER"))
        #endif
    }

    private static func writeSeeds(_ seeds: [(name: String, bytes: [UInt8])], to path: String) -> Int32 {
        let folder = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, bytes) in seeds { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        print("wrote \(seeds.count) seeds to \(folder.path)")
        return 0
    }

    nonisolated(unsafe) private static var name = ""

    #if VIEWLINT_LIBFUZZER
    private static func fuzz() -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzDriver.runOne(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }
    }

    private static func runOne(_ bytes: [UInt8]) {
        do {
            _ = try check?(bytes)
        } catch {
            // A broken promise is a crash for libFuzzer: it saves the input and stops.
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            abort()
        }
    }
    #endif

    private static func replay(_ files: ArraySlice<String>, usage: String) -> Int32 {
        guard let check else { return 2 }
        var failures: Int32 = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(name): cannot read \(path)\n".utf8))
                failures += 1
                continue
            }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let summary = try check(Array(data))
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                print("\(path): ok, \(data.count) bytes, \(String(format: "%.1f", milliseconds)) ms, \(summary)")
            } catch {
                print("\(path): \(error)")
                failures += 1
            }
        }
        if files.isEmpty { print("usage: \(usage)") }
        return failures == 0 ? 0 : 1
    }
}

#if VIEWLINT_LIBFUZZER
/// libFuzzer's entry point when the program has its own `main` (SwiftPM renames an executable's
/// `main`, so libFuzzer's would never run).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif
