import Foundation
import Hummingbird
import Logging

/// Serves a built site over HTTP: its files (HTML with the live-reload script added), and the
/// Server-Sent Events stream that tells pages to reload.
public struct SiteServer: Sendable {
    public let outputFolder: URL
    public let hub: ReloadHub

    public init(outputFolder: URL, hub: ReloadHub) {
        self.outputFolder = outputFolder.standardizedFileURL
        self.hub = hub
    }

    /// Runs until interrupted (Ctrl-C or SIGTERM); throws when the address cannot be bound.
    /// `onRunning` hears the port bound (the one asked for, or the one the system chose for 0).
    public func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) -> Void) async throws {
        let router = Router()
        let hub = self.hub
        router.get(RouterPath(stringLiteral: LiveReload.eventsPath)) { _, _ -> Response in
            let events = await hub.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": connected\n\n"))
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.frame))
                }
                try await writer.finish(nil)
            })
        }
        let files = self
        router.get("**") { request, _ -> Response in files.response(for: request.uri.path) }
        router.get("/") { request, _ -> Response in files.response(for: request.uri.path) }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "Folio"),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: Logger(label: "folio.serve", factory: { _ in SwiftLogNoOpLogHandler() }))  // Folio prints its own lines
        try await app.runService()
    }

    /// The file at `path` inside the output (a folder means its index.html); 404 otherwise.
    func response(for path: String) -> Response {
        let decoded = path.removingPercentEncoding ?? path
        let segments = decoded.split(separator: "/").map(String.init)
        guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return notFound() }
        var url = segments.reduce(outputFolder) { $0.appendingPathComponent($1) }
        var isFolder: ObjCBool = false
        if FileManager().fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // A folder's relative links resolve from its own address only with the slash.
            guard path.hasSuffix("/") else {
                var headers = HTTPFields()
                headers[.location] = path + "/"
                return Response(status: .movedPermanently, headers: headers)
            }
            url = url.appendingPathComponent("index.html")
        }
        guard let data = try? Data(contentsOf: url) else { return notFound() }
        let type = Self.contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
        let body = type.hasPrefix("text/html") ? LiveReload.inject(into: data) : data
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The site's 404 page, whatever the address asked for: it lies at the root, so its relative
    /// links are made to resolve from there (`<base href="/">`).
    func notFound() -> Response {
        let page = (try? Data(contentsOf: outputFolder.appendingPathComponent("404.html")))
            .map { LiveReload.inject(into: LiveReload.rooted($0)) } ?? Data("Not found\n".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "json": "application/json",
    ]
}
