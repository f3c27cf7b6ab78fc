import Testing

@testable import ReelKit

/// `URLRequest` keeps what the code sets, as Foundation's does.
struct URLRequestTests {
    @Test func headersAreKeptCaseInsensitively() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/a.jpg")), timeoutInterval: 5)
        #expect(request.httpMethod == "GET")
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        request.addValue("text/plain", forHTTPHeaderField: "accept")
        #expect(request.value(forHTTPHeaderField: "ACCEPT") == "image/*,text/plain")
        request.setValue(nil, forHTTPHeaderField: "Accept")
        #expect(request.allHTTPHeaderFields == [:])
        request.httpMethod = "HEAD"
        #expect(request.httpMethod == "HEAD")
        #expect(request.timeoutInterval == 5)
    }
}
