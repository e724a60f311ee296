"""Runs a recorder (parec writing raw float32 stereo 48 kHz to stdout), copies what it writes
to OUT.raw and writes, for every read, the CLOCK_MONOTONIC instant it arrived and the frames
received so far (OUT.stamps: "ns frames" a line). A frame cannot arrive before it was played,
so the lower envelope of arrival minus frame time maps the capture to CLOCK_MONOTONIC
(press_onsets.py), up to the smallest delivery delay: a constant error, which neither spread
nor drift depend on. SIGTERM stops the recorder (by its pid) and ends the files cleanly.
Usage: python3 capture_stamped.py OUT RECORDER [ARGS...]"""

import signal
import subprocess
import sys
import time

frame_bytes = 8
recorder = subprocess.Popen(sys.argv[2:], stdout=subprocess.PIPE)
signal.signal(signal.SIGTERM, lambda *_: recorder.terminate())
received = 0
with open(sys.argv[1] + ".raw", "wb") as raw, open(sys.argv[1] + ".stamps", "w") as stamps:
    source = recorder.stdout.raw
    while True:
        try:
            chunk = source.read(65536)
        except InterruptedError:
            continue
        now = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
        if not chunk:
            break
        raw.write(chunk)
        received += len(chunk)
        stamps.write(f"{now} {received // frame_bytes}\n")
recorder.wait()
