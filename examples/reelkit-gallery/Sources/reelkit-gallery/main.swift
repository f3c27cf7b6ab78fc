import Gallery
import ReelCLI

// reel's render, check, compare, validate and animate commands, with this package's galleries registered.
ReelTool.main(catalog: GalleryCatalog.catalog, commandName: "reelkit-gallery")
