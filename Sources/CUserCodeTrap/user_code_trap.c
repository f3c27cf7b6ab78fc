#include "user_code_trap.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#define GALLERY_CAPACITY 128
#define OUTPUT_CAPACITY 1024
#define ITEM_CAPACITY 160
#define LINE_CAPACITY 2048

// One thread's context. Written only by its own thread; read by the handler on that same thread (a trap is
// synchronous), so no lock is needed.
static __thread int in_run;
static __thread char gallery_name[GALLERY_CAPACITY];
static __thread char output_folder[OUTPUT_CAPACITY];
static __thread const char *current_call;
static __thread char current_item[ITEM_CAPACITY];
static __thread long current_time_ms;
// Why reel stopped the run during the current call (a nib it could not load), when the user's code traps right
// after it (on the objects it did not get): the line says it, so the cause is not lost with the process.
static __thread char stop_reason[LINE_CAPACITY / 2];

// The tool's name the line starts with: written by `reel_trap_set_tool` before any gallery runs, read only by the
// handler afterwards.
static char tool_name[GALLERY_CAPACITY] = "reel";

static const int trapped_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE};
#define TRAPPED_COUNT (int)(sizeof(trapped_signals) / sizeof(trapped_signals[0]))
static struct sigaction previous[TRAPPED_COUNT];
static atomic_int installed;

static void copy_bounded(char *to, const char *from, size_t capacity) {
    size_t length = from ? strlen(from) : 0;
    if (length >= capacity) length = capacity - 1;
    if (length) memcpy(to, from, length);
    to[length] = 0;
}

// Appends `text` to the line at `*at` (bounded); async-signal-safe.
static void append(char *line, int *at, const char *text) {
    while (*text && *at < LINE_CAPACITY - 1) line[(*at)++] = *text++;
    line[*at] = 0;
}

static void append_number(char *line, int *at, long value) {
    char digits[24];
    int count = 0;
    unsigned long magnitude = value < 0 ? (unsigned long)(-value) : (unsigned long)value;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude && count < 23);
    if (value < 0) append(line, at, "-");
    while (count) {
        char digit[2] = {digits[--count], 0};
        append(line, at, digit);
    }
}

// The one line for the calling thread's context; 0 when it is in no call of a run.
static int compose(char *line) {
    int at = 0;
    line[0] = 0;
    if (!in_run || !current_call) return 0;
    append(line, &at, tool_name);
    append(line, &at, ": error: the gallery \"");
    append(line, &at, gallery_name);
    append(line, &at, "\" trapped in ");
    append(line, &at, current_call);
    if (current_item[0]) {
        append(line, &at, " for item \"");
        append(line, &at, current_item);
        append(line, &at, "\"");
    }
    append(line, &at, " at ");
    append_number(line, &at, current_time_ms);
    append(line, &at, " ms of the run (the runtime's message is above)");
    if (stop_reason[0]) {
        append(line, &at, ", just after reel stopped the run: ");
        append(line, &at, stop_reason);
    }
    if (output_folder[0]) {
        append(line, &at, "; ");
        append(line, &at, output_folder);
        append(line, &at, " is unfinished: it has no summary and no manifest");
    }
    append(line, &at, "\n");
    return at;
}

static void handle(int signal_number) {
    char line[LINE_CAPACITY];
    int length = compose(line);
    if (length > 0) {
        ssize_t ignored = write(STDERR_FILENO, line, (size_t)length);
        (void)ignored;
    }
    // Hand the signal on: the previous handler is back in place, and returning re-runs the faulting instruction,
    // which raises the same signal again, now to it (a signal sent rather than caused is raised again explicitly).
    for (int index = 0; index < TRAPPED_COUNT; index++) {
        if (trapped_signals[index] == signal_number) sigaction(signal_number, &previous[index], NULL);
    }
    if (signal_number != SIGILL && signal_number != SIGSEGV && signal_number != SIGBUS && signal_number != SIGFPE) {
        raise(signal_number);
    }
}

void reel_trap_install(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    for (int index = 0; index < TRAPPED_COUNT; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handle;
        sigemptyset(&action.sa_mask);
        // The previous handler (Swift's backtracer) may need an alternate stack for a stack overflow: keep it.
        action.sa_flags = SA_ONSTACK;
        sigaction(trapped_signals[index], &action, &previous[index]);
    }
}

void reel_trap_set_tool(const char *name) { copy_bounded(tool_name, name ? name : "reel", GALLERY_CAPACITY); }

void reel_trap_set_gallery(const char *gallery) {
    in_run = gallery != 0;
    copy_bounded(gallery_name, gallery, GALLERY_CAPACITY);
    if (!gallery) current_call = 0;
}

void reel_trap_set_output(const char *output) { copy_bounded(output_folder, output, OUTPUT_CAPACITY); }

void reel_trap_set_call(const char *call, const char *item, double time_ms) {
    stop_reason[0] = 0;
    copy_bounded(current_item, item, ITEM_CAPACITY);
    current_time_ms = (long)time_ms;
    current_call = call;
}

void reel_trap_clear_call(void) {
    current_call = 0;
    stop_reason[0] = 0;
}

void reel_trap_set_stop_reason(const char *reason) { copy_bounded(stop_reason, reason, sizeof stop_reason); }

int reel_trap_describe(char *buffer, int capacity) {
    char line[LINE_CAPACITY];
    int length = compose(line);
    if (capacity <= 0) return 0;
    if (length >= capacity) length = capacity - 1;
    memcpy(buffer, line, (size_t)length);
    buffer[length] = 0;
    return length;
}
