import Alamofire

// Photo cells as apps write them with Alamofire's request API (an image loaded as data and decoded by the cell),
// shown in `PhotoGridViewController`.

/// The careful cell: it keeps its request, cancels it on reuse, and sets an image only for the photo it still shows.
final class AlamofireRequestPhotoCell: CaptionedPhotoCell, PhotoCell {
    private var request: DataRequest?
    private var photoID: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        request?.cancel()
        request = nil
        photoID = nil
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        photoID = photo.id
        captionLabel.text = photo.caption
        // Alamofire's handlers are `@Sendable` and run on the main queue: Swift 6 code says so with `assumeIsolated`.
        request = AF.request(photo.url).validate().responseData { [weak self] response in
            MainActor.assumeIsolated {
                guard let self, self.photoID == photo.id, case .success(let data) = response.result else { return }
                self.imageView.image = UIImage(data: data)
            }
        }
    }
}

/// The misuse: the completion sets whatever arrives on the captured cell, with no check that it still shows that
/// photo and no cancel on reuse.
final class UncheckedAlamofirePhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        AF.request(photo.url).responseData { [weak self] response in
            MainActor.assumeIsolated { self?.imageView.image = response.value.flatMap(UIImage.init(data:)) }
        }
    }
}

/// Alamofire's documented behaviours, tried while the grid runs: a request starts with its first handler and
/// serves handlers in order on the main queue; `cancel()` gives `explicitlyCancelled`; a body that is no JSON fails
/// `responseDecodable` with `decodingFailed`; a string that is no URL fails with `invalidURL` without a transfer;
/// `serializingData()` awaits the same body.
@MainActor
enum AlamofireProbe {
    struct Page: Decodable, Sendable {
        let page: Int
    }

    static func run(_ photos: [Photo], log: ProbeLog) {
        let order = Order()
        let request = AF.request(photos[0].url)
        log.add("not started before a handler: \(request.task == nil)")
        request.responseData { response in
            order.append("data")
            // On the main actor, as Alamofire's default queue is the main queue (`assumeIsolated` traps otherwise).
            MainActor.assumeIsolated { log.add("data: \(response.value?.isEmpty == false)") }
        }
        request.response { response in
            order.append("response")
            log.add("handlers in order: \(order.all == ["data", "response"]), same body: \(response.data != nil)")
        }
        AF.request(photos[160].url).responseData { response in
            log.add("cancelled: \(response.error?.isExplicitlyCancelledError == true)")
        }.cancel()
        AF.request(photos[1].url).validate().responseDecodable(of: Page.self) { response in
            guard case .failure(.responseSerializationFailed(reason: .decodingFailed)) = response.result else {
                return log.add("decoding: \(response.result)")
            }
            log.add("decoding failed as Alamofire says")
        }
        AF.request("").responseData { response in
            log.add("invalid URL: \(response.error?.isInvalidURLError == true), no request: \(response.request == nil)")
        }
        Task {
            let data = try? await AF.request(photos[0].url).serializingData().value
            log.add("awaited: \(data?.isEmpty == false)")
        }
    }

    /// The order handlers ran in (they run on the main queue, one at a time).
    final class Order: @unchecked Sendable {
        // @unchecked Sendable: appended to and read only by handlers, which all run on the main queue.
        private(set) var all: [String] = []
        func append(_ name: String) { all.append(name) }
    }
}
