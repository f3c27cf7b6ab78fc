#ifndef REEL_USER_CODE_TRAP_H
#define REEL_USER_CODE_TRAP_H

// What a run of the user's own code was doing, kept per thread so that a trap in that code (a force-unwrap of nil,
// an index out of range: Swift stops with SIGILL, or SIGTRAP on arm64) can be named in one line on stderr: the
// gallery, the call and the item, and the run folder it leaves unfinished. The handler only reads these buffers and
// calls write(2), both async-signal-safe, then hands the signal to the handler that was installed before (Swift's
// backtracer, or the default action), so the process still ends as it would have.

// Installs the handlers once per process (later calls do nothing).
void reel_trap_install(void);

// Why reel stopped the run during the current call, added to the line if the user's code traps before the call ends
// (cleared when a call starts or ends).
void reel_trap_set_stop_reason(const char *reason);

// The tool's name the line starts with (default "reel"); call it before any gallery runs.
void reel_trap_set_tool(const char *name);

// The gallery whose code runs on the calling thread (NULL: none).
void reel_trap_set_gallery(const char *gallery);

// The folder the run on the calling thread writes (NULL: none, or the run is over).
void reel_trap_set_output(const char *output);

// The call into the gallery's code the calling thread is in: a static description ("the cell provider") and the
// item's id ("" when the call is for no item), at `time_ms` of virtual time. `call` must outlive the call.
void reel_trap_set_call(const char *call, const char *item, double time_ms);

// The calling thread has left the gallery's code.
void reel_trap_clear_call(void);

// The line the handler would write now on the calling thread, for tests (0 when the thread is in no call); returns
// its length, at most `capacity - 1`, NUL-terminated.
int reel_trap_describe(char *buffer, int capacity);

#endif
