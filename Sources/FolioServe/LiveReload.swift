import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// The script `folio serve` adds to the HTML it serves (never to the built files): it listens
/// for rebuilds, reloads the page after one, and shows a failed rebuild's error over the page.
enum LiveReload {
    static let eventsPath = "/__folio/events"

    static let script = """
        <script>
        (function () {
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function () { window.location.reload(); });
          source.addEventListener("failure", function (event) {
            var box = document.getElementById("folio-build-error");
            if (!box) {
              box = document.createElement("pre");
              box.id = "folio-build-error";
              box.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;margin:0;padding:1rem;" +
                "background:#300;color:#fdd;font:13px/1.4 ui-monospace,monospace;border-radius:.5rem;z-index:2147483647;white-space:pre-wrap";
              document.body.appendChild(box);
            }
            box.textContent = "The last rebuild failed; this is the last good site.\\n\\n" + event.data;
          });
        })();
        </script>
        """

    /// The page with `<base href="/">` at the start of its head, so its relative links resolve
    /// from the site's root whatever address it is served at.
    static func rooted(_ html: Data) -> Data {
        guard let head = html.range(of: Data("<head>".utf8)) else { return html }
        var out = html
        out.replaceSubrange(head.upperBound..<head.upperBound, with: Data("\n<base href=\"/\">".utf8))
        return out
    }

    /// The page with the script before `</body>` (or at its end).
    static func inject(into html: Data) -> Data {
        let script = Data(Self.script.utf8)
        guard let range = html.range(of: Data("</body>".utf8), options: .backwards) else { return html + script }
        var out = html
        out.replaceSubrange(range.lowerBound..<range.lowerBound, with: script)
        return out
    }
}
