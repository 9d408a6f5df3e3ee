import Foundation

// `swift run -c release vml-stress [NAME…]`: the stress checks too slow for a debug `swift test`
// (trees a million levels deep, megabyte strings), run in release by CI as their own step
// (.ci/run). Each check runs on a detached task, whose stack is small, so an operation that
// recursed on the stack over the tree would crash the process here: the check's name is printed
// (and flushed) before it runs, so the last line names the one that crashed. Exits 1 when a check
// fails, naming it. With NAMEs, runs only the checks whose name contains one of them.
//
// Add a check to the file of its concern (DeepTreeStress for the node tree, DeepExpressionStress
// for style expressions, …) and list that file's cases below.
let all =
    DeepTreeStress.cases + DeepExpressionStress.cases + ParserStress.cases + PrefixStress.cases + ValidatorStress.cases + DSLStress.cases
let filters = CommandLine.arguments.dropFirst()
let selected = filters.isEmpty ? all : all.filter { check in filters.contains { check.name.contains($0) } }
guard !selected.isEmpty else {
    FileHandle.standardError.write(Data("vml-stress: no check matches \(filters.joined(separator: " "))\n".utf8))
    exit(2)
}

/// Writes `text` to standard output at once (unbuffered), so a crash loses nothing written before it.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

var failed: [String] = []
for check in selected {
    say("\(check.name) …")
    let start = ContinuousClock.now
    let failure = await Task.detached { () -> StressFailure? in
        do throws(StressFailure) {
            try check.body()
            return nil
        } catch {
            return error
        }
    }.value
    let seconds = (ContinuousClock.now - start).components
    let duration = String(format: "%.2f s", Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18)
    if let failure {
        say(" FAILED (\(duration)): \(failure.message)\n")
        failed.append(check.name)
    } else {
        say(" ok (\(duration))\n")
    }
}
if failed.isEmpty {
    say("vml-stress: all \(selected.count) checks passed\n")
} else {
    say("vml-stress: \(failed.count) of \(selected.count) checks FAILED: \(failed.joined(separator: ", "))\n")
    exit(1)
}
