import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 client on 127.0.0.1, enough to fetch a page and to read an event stream.
enum LoopbackClient {
    /// Opens a connection and sends a GET; the descriptor is then read by the caller.
    static func request(_ path: String, port: Int, closing: Bool = false) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); return nil }
        let text = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (closing ? "Connection: close\r\n" : "") + "\r\n"
        _ = text.withCString { send(fd, $0, strlen($0), 0) }
        return fd
    }

    /// The status line, header lines (lowercased) and body of a whole response.
    static func get(_ path: String, port: Int) -> (status: String, headers: String, body: String)? {
        guard let fd = request(path, port: port, closing: true) else { return nil }
        defer { close(fd) }
        var data = Data(), buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: data, as: UTF8.self)
        let status = text.components(separatedBy: "\r\n").first ?? ""
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        let headers = (text.components(separatedBy: "\r\n\r\n").first ?? "").lowercased()
        return (status, headers, body)
    }
}
