// reel's Alamofire: the request API of Alamofire 5 (https://github.com/Alamofire/Alamofire, MIT licence, © Alamofire
// Software Foundation) that apps' API clients and image loaders use, written for ReelKit so `import Alamofire`
// compiles unchanged and every request runs on reel's pipeline, network model and clock (ReelKit's `URLSession`).
// The declarations and semantics follow Alamofire's source and documentation; the code is reel's own.
@_exported import ReelKit

/// The default session (`Session.default`): `AF.request("https://…").responseDecodable(of: Page.self) { … }`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AF = Session.default

/// Alamofire's version information.
public enum AFInfo {
    /// The Alamofire version whose API this module has.
    public static let version = "5.12.0"
}
