#include "thread_guard.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

// The judging and audio threads, and the audio thread again each time the device reopens.
#define GUARDED_THREADS 32

static atomic_int guarded[GUARDED_THREADS];
static atomic_int drops;

static void on_cpu_limit(int signal) {
  (void)signal;
  int saved_errno = errno;
  struct sched_param ordinary = {0};
  pid_t process = getpid();
  for (int index = 0; index < GUARDED_THREADS; index++) {
    int tid = atomic_load(&guarded[index]);
    // Only a thread of this process still: a thread id is reused once its thread ends.
    if (tid > 0 && syscall(SYS_tgkill, process, tid, 0) == 0) {
      sched_setscheduler(tid, SCHED_OTHER, &ordinary);
    }
  }
  atomic_fetch_add(&drops, 1);
  errno = saved_errno;
}

int starlight_thread_guard_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_cpu_limit;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(SIGXCPU, &action, NULL);
}

int starlight_thread_guard_add(int tid) {
  for (int index = 0; index < GUARDED_THREADS; index++) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&guarded[index], &expected, tid) || expected == tid) {
      return 0;
    }
  }
  // Full: the oldest slots hold threads long ended (reopened audio devices); reuse them.
  pid_t process = getpid();
  for (int index = 0; index < GUARDED_THREADS; index++) {
    int old = atomic_load(&guarded[index]);
    if (syscall(SYS_tgkill, process, old, 0) != 0 &&
        atomic_compare_exchange_strong(&guarded[index], &old, tid)) {
      return 0;
    }
  }
  return -1;
}

int starlight_thread_guard_drops(void) { return atomic_load(&drops); }
