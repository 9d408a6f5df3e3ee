import FixtureViews
import Foundation
import VML

// vml-fixtures: writes each fixture of FixtureCatalog as <folder>/<name>.vml (canonical pretty
// text) and removes other .vml files there, so `git diff --exit-code` shows every change.
//
//     swift run vml-fixtures Examples/Fixtures/Generated

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: vml-fixtures FOLDER\n".utf8))
    exit(2)
}
do {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let names = Set(FixtureCatalog.all.map { $0.name + ".vml" })
    for stale in try manager.contentsOfDirectory(atPath: folder) where stale.hasSuffix(".vml") && !names.contains(stale) {
        try manager.removeItem(atPath: folder + "/" + stale)
        print("removed \(folder)/\(stale)")
    }
    for fixture in FixtureCatalog.all {
        let path = folder + "/" + fixture.name + ".vml"
        try Data(try fixture.content.renderVML().utf8).write(to: URL(fileURLWithPath: path))
        print("wrote \(path)")
    }
} catch {
    FileHandle.standardError.write(Data("vml-fixtures: \(error)\n".utf8))
    exit(1)
}
