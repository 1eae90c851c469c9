"""Headless Chromium driven over the DevTools protocol, with Python's standard library only.

Chromium started with --remote-debugging-pipe reads commands on its file descriptor 3 and writes
replies and events on 4, each a JSON message ending in a NUL byte. One page is opened and every
command after that is sent to it.
"""
import fcntl, json, os, shutil, subprocess, tempfile, time


class Chromium:
    def __init__(self):
        path = next((p for p in ("chromium", "chromium-browser", "google-chrome") if shutil.which(p)), None)
        if path is None:
            raise RuntimeError("Chromium is not installed (make browser installs Debian's chromium)")
        commands_read, self._commands = os.pipe()
        self._replies, replies_write = os.pipe()

        def on_fds_3_and_4():  # runs in the child, before exec: the pipe ends become fds 3 and 4
            ends = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (commands_read, replies_write)]
            os.dup2(ends[0], 3)
            os.dup2(ends[1], 4)

        self._profile = tempfile.mkdtemp(prefix="folio-bench-chromium-")
        self._process = subprocess.Popen(
            [shutil.which(path), "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--remote-debugging-pipe", f"--user-data-dir={self._profile}", "--no-first-run", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=False, preexec_fn=on_fds_3_and_4)
        os.close(commands_read)
        os.close(replies_write)
        self._buffer = b""
        self._next_id = 0
        self._session = None
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self._session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]

    def send(self, method, **params):
        """Sends a command (to the page once one is open) and returns its result."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if self._session:
            message["sessionId"] = self._session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=30, interval=0.01):
        """Polls until the expression is truthy; returns its value."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(interval)
        raise RuntimeError(f"waited {timeout} s for {expression}")

    def _read(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._replies, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed its DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            self._session = None
            self.send("Browser.close")
        except (RuntimeError, OSError):
            self._process.kill()
        self._process.wait()
        os.close(self._commands)
        os.close(self._replies)
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
