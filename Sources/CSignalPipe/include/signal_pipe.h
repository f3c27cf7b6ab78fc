#ifndef REEL_SIGNAL_PIPE_H
#define REEL_SIGNAL_PIPE_H

// Signals delivered through a pipe: the handler writes the signal's number to it (async-signal-safe), and an
// ordinary thread reads it and does the work. The handler is in place the moment `reel_signal_pipe_catch` returns,
// and the pipe exists before it, so no signal that arrives after that call is lost.

// Makes the pipe (once; close-on-exec). Returns its read end, or -1 with errno set.
int reel_signal_pipe_open(void);

// Catches `signo` with the pipe's handler (after `reel_signal_pipe_open`) and unblocks it on the calling thread (a
// blocked signal, inherited from the parent, would never reach the handler). Returns 0, or -1 with errno set.
int reel_signal_pipe_catch(int signo);

#endif
