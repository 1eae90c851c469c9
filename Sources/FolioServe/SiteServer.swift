import FlyingFox
import FlyingSocks
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Serves a built site over HTTP (FlyingFox): its files (HTML with the live-reload script
/// added), and the Server-Sent Events stream that tells pages to reload.
public actor SiteServer {
    public let outputFolder: URL
    public let hub: ReloadHub
    private let server: HTTPServer
    private let port: Int
    /// Whether `stop()` was called: how its last connections ended is then no error.
    private var stopped = false

    /// Throws when `host` is not an address to listen on.
    public init(outputFolder: URL, hub: ReloadHub, host: String, port: Int) throws {
        self.outputFolder = outputFolder.standardizedFileURL
        self.hub = hub
        self.port = port
        server = HTTPServer(address: try Self.address(host: host, port: port), logger: .disabled)
    }

    /// Runs until `stop()`; throws when the address cannot be bound. `onRunning` hears the port
    /// bound (the one asked for, or the one the system chose for 0).
    public func run(onRunning: @escaping @Sendable (Int) -> Void) async throws {
        let hub = self.hub
        await server.appendRoute(HTTPRoute(method: .GET, path: LiveReload.eventsPath)) { _ in
            let events = await hub.subscribe()
            var headers = HTTPHeaders()
            headers[.contentType] = "text/event-stream"
            headers[HTTPHeader("Cache-Control")] = "no-cache"
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventBytes(events: events)))
        }
        await server.appendRoute("GET *") { [self] request in
            response(for: request.target.path(percentEncoded: false))
        }
        let waiting = Task { [server, port] in
            try await server.waitUntilListening(timeout: 10)
            var bound = port
            if case .ip4(_, let number)? = await server.listeningAddress { bound = Int(number) }
            if case .ip6(_, let number)? = await server.listeningAddress { bound = Int(number) }
            onRunning(bound)
        }
        defer { waiting.cancel() }
        do {
            try await server.run()
        } catch where stopped {
            // Stopped: how its last connections ended is no error.
        }
    }

    /// Stops listening, and gives the open connections a second to end.
    public func stop() async {
        stopped = true
        await server.stop(timeout: 1)
    }

    /// The address to listen on: an IPv4 or IPv6 address, or `localhost`.
    static func address(host: String, port: Int) throws -> any SocketAddress {
        guard let number = UInt16(exactly: port) else { throw SocketError.unsupportedAddress }
        if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: number) }
        if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: number) }
        return try sockaddr_in.inet(ip4: host, port: number)
    }

    /// The file at `path` inside the output (a folder means its index.html); the 404 page otherwise.
    nonisolated func response(for path: String) -> HTTPResponse {
        let segments = path.split(separator: "/").map(String.init)
        guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return notFound() }
        var url = segments.reduce(outputFolder) { $0.appendingPathComponent($1) }
        var isFolder: ObjCBool = false
        if FileManager().fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // A folder's relative links resolve from its own address only with the slash.
            guard path.hasSuffix("/") else {
                var headers = HTTPHeaders()
                headers[.location] = path + "/"
                return HTTPResponse(statusCode: .movedPermanently, headers: headers)
            }
            url = url.appendingPathComponent("index.html")
        }
        guard let data = try? Data(contentsOf: url) else { return notFound() }
        let type = Self.contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[HTTPHeader("Cache-Control")] = "no-store"
        return HTTPResponse(statusCode: .ok, headers: headers, body: type.hasPrefix("text/html") ? LiveReload.inject(into: data) : data)
    }

    /// The site's 404 page, whatever the address asked for: it lies at the root, so its relative
    /// links are made to resolve from there (`<base href="/">`).
    nonisolated func notFound() -> HTTPResponse {
        let page = (try? Data(contentsOf: outputFolder.appendingPathComponent("404.html")))
            .map { LiveReload.inject(into: LiveReload.rooted($0)) } ?? Data("Not found\n".utf8)
        var headers = HTTPHeaders()
        headers[.contentType] = "text/html; charset=utf-8"
        return HTTPResponse(statusCode: .notFound, headers: headers, body: page)
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "json": "application/json",
    ]
}
