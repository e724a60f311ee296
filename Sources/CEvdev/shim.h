#include <fcntl.h>
#include <linux/input.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// The reader thread's and the priority request's Linux calls that Glibc's Swift overlay
// leaves out. pipe2 is declared by hand: defining _GNU_SOURCE here would change glibc's
// structures against the ones Swift's Glibc module has.
int pipe2(int ends[2], int flags);

static inline int starlight_pipe_nonblocking(int ends[2]) {
  return pipe2(ends, O_NONBLOCK | O_CLOEXEC);
}

static inline pid_t starlight_thread_id(void) { return (pid_t)syscall(SYS_gettid); }

// The evdev ioctl requests are function-like macros (_IOW, _IOC with a length), which do not
// reach Swift: each is wrapped here as a function. Each returns what ioctl returns.

static inline int starlight_evdev_set_clock(int fd, int clock_id) {
  return ioctl(fd, EVIOCSCLOCKID, &clock_id);
}

static inline int starlight_evdev_name(int fd, char *name, unsigned int length) {
  return ioctl(fd, EVIOCGNAME(length), name);
}

static inline int starlight_evdev_id(int fd, struct input_id *id) {
  return ioctl(fd, EVIOCGID, id);
}

// The capability bits of one event type (0: which types the device sends).
static inline int starlight_evdev_bits(int fd, unsigned int type, unsigned char *bits,
                                       unsigned int length) {
  return ioctl(fd, EVIOCGBIT(type, length), bits);
}

// Which keys and buttons are down now: read after SYN_DROPPED to resynchronise.
static inline int starlight_evdev_key_state(int fd, unsigned char *bits, unsigned int length) {
  return ioctl(fd, EVIOCGKEY(length), bits);
}

// An axis's range and present value: its range to scale it, its value after SYN_DROPPED.
static inline int starlight_evdev_abs(int fd, unsigned int axis, struct input_absinfo *info) {
  return ioctl(fd, EVIOCGABS(axis), info);
}
