import Foundation

/// Headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe` (no ports, no Python
/// packages): the Python the report tests' drivers share. Each driver sets `chromium` (the executable) first; this part
/// starts Chromium with a fresh profile and defines `send`, `receive`, `call`, `wait_for`, `evaluate` (in a session)
/// and `problems_seen` (exceptions, console and log errors and warnings, dialogs, among the events so far); the driver
/// calls `close_browser()` in its `finally`.
enum ChromiumDriver {
    /// The Chromium to drive: $REEL_CHROMIUM, else /usr/bin/chromium (installed by scripts/install-test-deps.sh).
    static var executable: String { ProcessInfo.processInfo.environment["REEL_CHROMIUM"] ?? "/usr/bin/chromium" }

    /// The shared Python.
    static var prelude: String { preludeText }
}

/// The Chromium the report tests drive (`ChromiumDriver.executable`).
var chromium: String { ChromiumDriver.executable }

/// The prelude's text, at the top level so that its lines keep their width.
private let preludeText = #"""
    import json, os, subprocess, sys, tempfile, time, fcntl, select, shutil

    to_child_r, to_child_w = os.pipe()
    from_child_r, from_child_w = os.pipe()
    high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 20)
    high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 20)

    def wire():
        os.dup2(high_r, 3)
        os.dup2(high_w, 4)

    profile = tempfile.mkdtemp(prefix="reel-chromium-")
    args = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--remote-debugging-pipe",
            "--user-data-dir=" + profile,
            "about:blank"]
    proc = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    for fd in (to_child_r, from_child_w, high_r, high_w):
        os.close(fd)
    deadline = time.time() + 90
    buffer = b""
    events = []
    next_id = [0]

    def send(method, params=None, session=None):
        next_id[0] += 1
        message = {"id": next_id[0], "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(to_child_w, json.dumps(message).encode() + b"\0")
        return next_id[0]

    def receive():
        global buffer
        while b"\0" not in buffer:
            remaining = deadline - time.time()
            if remaining <= 0 or not select.select([from_child_r], [], [], remaining)[0]:
                raise SystemExit("timed out waiting for Chromium")
            chunk = os.read(from_child_r, 1 << 16)
            if not chunk:
                raise SystemExit("Chromium closed the pipe")
            buffer += chunk
        raw, buffer = buffer.split(b"\0", 1)
        return json.loads(raw)

    def call(method, params=None, session=None):
        wanted = send(method, params, session)
        while True:
            message = receive()
            if message.get("id") == wanted:
                if "error" in message:
                    raise SystemExit(method + ": " + json.dumps(message["error"]))
                return message.get("result", {})
            events.append(message)

    def wait_for(method):
        for index, message in enumerate(events):
            if message.get("method") == method:
                return events.pop(index)
        while True:
            message = receive()
            if message.get("method") == method:
                return message
            events.append(message)

    def evaluate(expression, session):
        result = call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                      session)
        if "exceptionDetails" in result:
            raise SystemExit("evaluate failed: " + json.dumps(result["exceptionDetails"]))
        return result["result"].get("value")

    def problems_seen():
        problems = []
        for message in events:
            method, params = message.get("method"), message.get("params", {})
            if method == "Runtime.exceptionThrown":
                problems.append("exception: " + json.dumps(params.get("exceptionDetails", {}).get("text")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                problems.append("console " + params.get("type") + ": " + json.dumps(params.get("args")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") in ("error", "warning"):
                problems.append("log: " + params["entry"].get("text", ""))
            elif method == "Page.javascriptDialogOpening":
                problems.append("dialog: " + params.get("message", ""))
        return problems

    def close_browser():
        # Closes Chromium, waits for it (killing it past 10 s) and removes its profile.
        try:
            send("Browser.close")
        except OSError:
            pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(profile, ignore_errors=True)
    """#
