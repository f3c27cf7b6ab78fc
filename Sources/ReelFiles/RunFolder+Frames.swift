import Foundation
import ReelFormats

extension RunFolder {
    /// One frame image `frames()` found.
    package struct FrameFile: Sendable, Hashable {
        /// The frame's number: N of its `frame-N.png` name, or, in a folder of other images listed with
        /// `includingOtherImages`, its place in name order.
        package let index: Int
        /// The image file.
        package let url: URL
    }

    /// Where the run's frame images are: its `frames/` folder when it has one, else the folder itself (a folder of
    /// frame images, which `reel diff` and `reel animate` take as well as run folders).
    package var framesFolderOrSelf: URL {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: framesFolder.path, isDirectory: &isFolder)
        return exists && isFolder.boolValue ? framesFolder : directory
    }

    /// The run's frames in order, from `framesFolderOrSelf`: its `frame-N.png` files (any case of `.png`) by N. With
    /// `includingOtherImages`, every `.png` file counts: numbered by N when each is a `frame-N.png` of its own N,
    /// else numbered by name order (`reel diff` pairs two folders of images that way). Empty when there are none;
    /// throws when the folder cannot be listed.
    package func frames(includingOtherImages: Bool = false) throws -> [FrameFile] {
        let folder = framesFolderOrSelf
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.lowercased().hasSuffix(".png") }.sorted()
        let numbered = images.compactMap { name in Self.frameIndex(fileName: name).map { (index: $0, name: name) } }
        if includingOtherImages, numbered.count < images.count || Set(numbered.map(\.index)).count < images.count {
            return images.enumerated().map { FrameFile(index: $0, url: folder.appendingPathComponent($1)) }
        }
        return numbered.sorted { ($0.index, $0.name) < ($1.index, $1.name) }.map {
            FrameFile(index: $0.index, url: folder.appendingPathComponent($0.name))
        }
    }
}
