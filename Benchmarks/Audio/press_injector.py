"""The press-to-sound benchmark's player: presses one key of the X display through XTest
(XTestFakeKeyEvent + XFlush, the way xdotool types) at planned CLOCK_MONOTONIC instants, one
every MIN..MAX ms (uniform jitter, seeded), for SECONDS, holding each 30 ms, and logs each
press's instant just before and just after the request left for the X server ("before after"
in ns, a line). ctypes on libXtst rather than a compiled helper: the machine has the library
but not its headers. It sleeps to 1 ms before each instant and spins the rest, and is run at a
real-time priority by the benchmark, so the load beside the game does not move its presses.
Usage: python3 press_injector.py OUT SECONDS [KEY] [MIN_MS] [MAX_MS] [SEED]"""

import ctypes
import random
import sys
import time

out_path, seconds = sys.argv[1], float(sys.argv[2])
key = sys.argv[3] if len(sys.argv) > 3 else "j"
gap_min_ms = float(sys.argv[4]) if len(sys.argv) > 4 else 300
gap_max_ms = float(sys.argv[5]) if len(sys.argv) > 5 else 450
random.seed(int(sys.argv[6]) if len(sys.argv) > 6 else 33)

xlib = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
xlib.XStringToKeysym.restype = ctypes.c_ulong
xlib.XStringToKeysym.argtypes = [ctypes.c_char_p]
xlib.XKeysymToKeycode.restype = ctypes.c_ubyte
xlib.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
xlib.XFlush.argtypes = [ctypes.c_void_p]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

display = xlib.XOpenDisplay(None)
if not display:
    sys.exit("press_injector: cannot open the X display (DISPLAY)")
keycode = xlib.XKeysymToKeycode(display, xlib.XStringToKeysym(key.encode()))
if keycode == 0:
    sys.exit(f"press_injector: no keycode for the key {key!r}")

hold_ns = 30_000_000
spin_ns = 1_000_000


def now():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC)


def wait_until(instant):
    ahead = instant - now() - spin_ns
    if ahead > 0:
        time.sleep(ahead / 1e9)
    while now() < instant:
        pass


def send(pressed):
    xtst.XTestFakeKeyEvent(display, keycode, 1 if pressed else 0, 0)
    xlib.XFlush(display)


end = now() + int(seconds * 1e9)
instant = now() + 200_000_000
with open(out_path, "w") as log:
    while instant < end:
        wait_until(instant)
        before = now()
        send(True)
        after = now()
        log.write(f"{before} {after}\n")
        log.flush()
        wait_until(before + hold_ns)
        send(False)
        instant += int(random.uniform(gap_min_ms, gap_max_ms) * 1e6)
