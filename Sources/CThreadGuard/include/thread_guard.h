#ifndef STARLIGHT_THREAD_GUARD_H
#define STARLIGHT_THREAD_GUARD_H

// A safety net for the game's real-time threads. RealtimeKit's clients live under a limit
// on real-time CPU time without a pause (RLIMIT_RTTIME: 100 ms soft, 200 ms hard as SDL
// sets it): past the soft limit the kernel sends SIGXCPU, which ends the process unless it
// is handled; past the hard one, SIGKILL. A frame that takes long under a lock a real-time
// thread waits for (priority inheritance lends it real time) or a long load on one would
// end the game. The guard handles SIGXCPU by putting every registered thread back to the
// ordinary policy, so the process has no real-time thread left to reach the hard limit;
// the game plays on and says so. Written in C: a signal handler may only make
// async-signal-safe calls, which Swift code cannot promise.

// Installs the SIGXCPU handler; 0 on success, else -1 (errno set).
int starlight_thread_guard_install(void);

// Puts the thread `tid` (of this process) under the guard; 0, or -1 when every slot is
// taken.
int starlight_thread_guard_add(int tid);

// How many times the handler has run.
int starlight_thread_guard_drops(void);

#endif
