// reel's AlamofireImage: the API of AlamofireImage 4 (https://github.com/Alamofire/AlamofireImage, MIT licence, ©
// Alamofire Software Foundation) that gallery cells use, on reel's Alamofire (the types it names: `DataResponse`,
// `URLRequestConvertible`, the `af` namespace), written for ReelKit so `import AlamofireImage` compiles unchanged and
// loads through reel's pipeline, network model and clock. The semantics follow AlamofireImage's source and
// documentation; the code is reel's own.
@_exported import Alamofire
@_exported import ReelKit

extension UIImageView: AlamofireExtended {}

/// A response of AlamofireImage.
public typealias AFIDataResponse<Success> = DataResponse<Success, AFIError>

/// AlamofireImage's errors.
public enum AFIError: Error, Sendable {
    /// The request was cancelled (`cancelImageRequest()`, or a new request of the same URL on the view).
    case requestCancelled
    /// The data is no image.
    case imageSerializationFailed
    /// The request failed (a status outside 200–299, the network): Alamofire's error.
    case alamofireError(any Error & Sendable)
}
