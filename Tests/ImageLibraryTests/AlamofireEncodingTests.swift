import Alamofire
import Foundation
import Testing

/// Alamofire's parameter encodings and headers, as its documentation and tests give them.
@Suite struct AlamofireEncodingTests {
    static let url = URL(string: "https://example.com/search?lang=en")!

    @Test func urlEncodingPutsSortedEscapedParametersInTheQueryOfAGet() throws {
        let request = try URLEncoding.default.encode(
            URLRequest(url: Self.url, method: .get),
            with: ["q": "cats & dogs", "tags": ["a", "b"], "safe": true, "filter": ["size": "large"]])
        #expect(
            request.url?.absoluteString
                == "https://example.com/search?lang=en&filter%5Bsize%5D=large&q=cats%20%26%20dogs&safe=1"
                + "&tags%5B%5D=a&tags%5B%5D=b")
        #expect(request.httpBody == nil)
    }

    @Test func urlEncodingPutsAPostsParametersInAFormBody() throws {
        let request = try URLEncoding.default.encode(URLRequest(url: Self.url, method: .post), with: ["page": 2])
        #expect(request.url == Self.url)
        #expect(request.httpBody == Data("page=2".utf8))
        #expect(request.headers["content-type"] == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test func jsonEncodingWritesABodyAndItsContentType() throws {
        let request = try JSONEncoding.default.encode(URLRequest(url: Self.url, method: .post), with: ["page": 2])
        #expect(request.httpBody == Data(#"{"page":2}"#.utf8))
        #expect(request.headers["Content-Type"] == "application/json")
    }

    @Test func anEncodableValueIsAQueryOrAJSONBody() throws {
        struct Query: Encodable, Sendable {
            let page: Int
            let query: String
        }
        let get = try URLEncodedFormParameterEncoder.default.encode(
            Query(page: 3, query: "red fox"), into: URLRequest(url: Self.url, method: .get))
        #expect(get.url?.absoluteString == "https://example.com/search?lang=en&page=3&query=red%20fox")
        let post = try JSONParameterEncoder.default.encode(
            Query(page: 3, query: "x"), into: URLRequest(url: Self.url, method: .post))
        #expect(post.headers["Content-Type"] == "application/json")
    }

    @Test func headersAreCaseInsensitiveAndKeepTheLastValue() {
        var headers: HTTPHeaders = ["Accept": "image/*", "X-Page": "1"]
        headers.add(name: "accept", value: "application/json")
        headers["x-page"] = nil
        #expect(headers.count == 1)
        #expect(headers.value(for: "ACCEPT") == "application/json")
        #expect(HTTPHeader.authorization(username: "a", password: "b").value == "Basic YTpi")
        #expect(HTTPHeader.authorization(bearerToken: "t") == HTTPHeader(name: "Authorization", value: "Bearer t"))
    }

    @Test func aStringThatIsNoURLIsAnInvalidURLError() {
        // Foundation percent-encodes what it can ("a b" is a URL); an empty string is none.
        #expect(throws: AFError.self) { try "".asURL() }
        #expect((try? "a b".asURL())?.absoluteString == "a%20b")
        #expect(HTTPMethod.get.rawValue == "GET" && HTTPMethod(rawValue: "PURGE").rawValue == "PURGE")
    }
}
