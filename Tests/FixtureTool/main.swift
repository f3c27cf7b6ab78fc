import Foundation
import ReelCLI
import ReelCore
import ReelKit

// A user's tool built on ReelCLI, for the tests of what reel does with the user's galleries as a program: its
// catalogue holds a gallery whose app keeps images in a singleton cache, as many apps do, and one that keeps no
// state. With REEL_FIXTURE_IN_PROCESS=1 it runs the command inside this process the way a test's `ReelTool.run`
// does, where a comparison's panels share the process.

var catalog = BindingCatalog()
catalog.register(ItemGallery<CachingPhotoCell>.self, as: "shared-cache")
catalog.register(ItemGallery<PlainPhotoCell>.self, as: "plain")
catalog.register(HoleyGallery.self, as: "holey")
catalog.register(ItemGallery<UncheckedPhotoCell>.self, as: "unchecked")
if ProcessInfo.processInfo.environment["REEL_FIXTURE_IN_PROCESS"] == "1" {
    do {
        try ReelTool.run(
            Array(CommandLine.arguments.dropFirst()), catalog: catalog, commandName: "reel-fixture-tool")
        exit(0)
    } catch {
        if let line = error.line(commandName: "reel-fixture-tool") {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        exit(error.exitCode)
    }
}
ReelTool.main(catalog: catalog, commandName: "reel-fixture-tool")
