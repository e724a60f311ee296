// Loaded with LD_PRELOAD by callback-allocations.sh: counts the heap allocations (and frees)
// made on SDL's audio threads (named "SDLAudio..."; the game's mix runs in their callback),
// split into those of the thread's first SETTLE_SECONDS (device start, the first buffer's
// priority request) and those after, which a callback that allocates makes every buffer.
// Every allocation goes on to glibc's own allocator; the thread's name is read on each one
// (a thread starts with its creator's name), which is slow but only ever measured here.
#define _GNU_SOURCE
#include <errno.h>
#include <execinfo.h>
#include <unistd.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_long early;
static atomic_long late;
static atomic_long late_frees;
static atomic_long seen_at_ns;
static _Thread_local int is_audio;
static _Thread_local int tracing;

static long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000000L + t.tv_nsec;
}

static long settle_ns(void) {
  const char *text = getenv("SETTLE_SECONDS");
  return (long)((text ? atof(text) : 2.0) * 1e9);
}

static int on_audio_thread(void) {
  if (!is_audio) {
    char name[17] = {0};
    prctl(PR_GET_NAME, name);
    if (strncmp(name, "SDLAudio", 8) != 0) return 0;
    is_audio = 1;
    long expected = 0;
    atomic_compare_exchange_strong(&seen_at_ns, &expected, now_ns());
  }
  return 1;
}

static int settled(void) { return now_ns() - atomic_load(&seen_at_ns) >= settle_ns(); }

static void count(void) {
  if (!on_audio_thread()) return;
  if (!settled()) {
    atomic_fetch_add(&early, 1);
  } else {
    atomic_fetch_add(&late, 1);
    // TRACE=1: where each one comes from (backtrace may allocate once: not traced).
    if (getenv("TRACE") && !tracing) {
      tracing = 1;
      void *frames[24];
      int depth = backtrace(frames, 24);
      write(2, "-- allocation on the audio thread:\n", 35);
      backtrace_symbols_fd(frames, depth, 2);
      tracing = 0;
    }
  }
}

static void count_free(void *pointer) {
  if (pointer && on_audio_thread() && settled()) atomic_fetch_add(&late_frees, 1);
}

void free(void *pointer) {
  count_free(pointer);
  __libc_free(pointer);
}

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (!pointer) return ENOMEM;
  *out = pointer;
  return 0;
}

__attribute__((destructor)) static void report(void) {
  long seen = atomic_load(&seen_at_ns);
  double running = seen ? (now_ns() - seen) / 1e9 : 0;
  fprintf(stderr,
          "audio thread allocations: %ld in its first %.1f s, %ld in the %.1f s after"
          " (and %ld frees after)\n",
          atomic_load(&early), settle_ns() / 1e9, atomic_load(&late),
          running > settle_ns() / 1e9 ? running - settle_ns() / 1e9 : 0,
          atomic_load(&late_frees));
}
