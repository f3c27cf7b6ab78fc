#include "signal_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Written once by `reel_signal_pipe_open`, before any handler is installed; read by the handlers.
static int pipe_ends[2] = {-1, -1};

static void handle(int signo) {
    int saved = errno;
    unsigned char number = (unsigned char)signo;
    ssize_t ignored = write(pipe_ends[1], &number, 1);
    (void)ignored;
    errno = saved;
}

int reel_signal_pipe_open(void) {
    if (pipe_ends[0] >= 0) return pipe_ends[0];
    int ends[2];
    if (pipe(ends) != 0) return -1;
    for (int index = 0; index < 2; index++) fcntl(ends[index], F_SETFD, FD_CLOEXEC);
    pipe_ends[1] = ends[1];
    pipe_ends[0] = ends[0];
    return pipe_ends[0];
}

int reel_signal_pipe_catch(int signo) {
    if (pipe_ends[1] < 0) {
        errno = EBADF;
        return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(signo, &action, NULL) != 0) return -1;
    // A parent may have started this process with the signal blocked (the mask is inherited across exec): this
    // thread takes it again.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL) == 0 ? 0 : -1;
}
