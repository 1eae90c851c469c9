"""`folio serve` on the benchmark site: the time from writing a changed plist to the reload event.

Starts `folio serve --port 0` (any free port, printed by the server, so no port is guessed),
listens on its live-reload events (/__folio/events, server-sent events) as a page does, then,
`runs` times, edits one memo's detail and writes the plist, and times from the moment the file
is written until the `reload` event arrives. The clock starts after the write, so the time is
the server's: noticing the change, its quiet period, the rebuild and the event.
"""
import http.client, os, queue, re, subprocess, threading, time


def measure(folio, site, out, now, runs, edit):
    """Returns the seconds from each write to its reload event."""
    server = subprocess.Popen([folio, "serve", "--site", site, "--output", out, "--now", now, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        port = None
        for line in server.stdout:
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = int(found.group(1))
                break
        if port is None:
            raise SystemExit("folio serve did not start")
        # Drain the server's output so it never blocks on a full pipe.
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        events = queue.Queue()
        connection = http.client.HTTPConnection("127.0.0.1", port)
        connection.request("GET", "/__folio/events")
        response = connection.getresponse()

        def listen():
            for raw in response:
                line = raw.decode().strip()
                if line.startswith("event:"):
                    events.put((line.split(":", 1)[1].strip(), time.perf_counter()))
        threading.Thread(target=listen, daemon=True).start()
        # The server subscribes this stream to its rebuilds before it answers, so with the
        # response's headers in hand no reload can be missed.
        seconds = []
        for i in range(runs):
            edit(site, f"serve {i}")
            written = time.perf_counter()
            while True:
                name, at = events.get(timeout=120)
                if name == "reload":
                    seconds.append(at - written)
                    break
                if name == "failure":
                    raise SystemExit("the rebuild failed")
        return seconds
    finally:
        server.terminate()
        server.wait()
