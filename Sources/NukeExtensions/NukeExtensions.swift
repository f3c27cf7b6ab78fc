// reel's NukeExtensions: Nuke 12 keeps `loadImage(with:options:into:)`, `cancelRequest(for:)` and
// `ImageLoadingOptions` in this module; Nuke 7 to 11 kept them in Nuke, where shipped apps still call
// `Nuke.loadImage(…)`. reel declares them once, in its Nuke module, and this module re-exports it, so both
// `import NukeExtensions` with `NukeExtensions.loadImage(…)` and `import Nuke` with `Nuke.loadImage(…)` compile.
@_exported import Nuke
