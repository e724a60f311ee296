"""Press-to-sound figures from a capture of the sink's monitor (capture_stamped.py: OUT.raw,
float32 stereo 48 kHz, and OUT.stamps) and the presses (press_injector.py: "before after" ns).
- The capture is mapped to CLOCK_MONOTONIC near each sound by the lower envelope of the reads
  that brought the following half second: a frame is played no later than it arrives, and the
  least delay of 25-50 reads is the path's floor. Near, not global: when the server stalls or
  drops monitor frames the mapping steps by whole quanta, and a local envelope follows it. The
  first second is left out (the monitor hands over what it held before parec asked).
- A hit sound's onset is its first sample above ONSET_LEVEL after 50 ms below it (the music
  is silent, the hit sound lasts about 150 ms and presses are 300 ms or more apart).
- Each sound is paired with the latest press before it, within 290 ms (presses are 300 ms or
  more apart, so a sound that late still names its press).
- A dropout is a run of 0.5 ms of exact zeros inside a sound's known length (the median
  length of the sounds heard, 90 % of it, so the clip's own fade does not count).
Prints one summary; figures in ms. Usage: python3 press_onsets.py CAPTURE PRESSES"""

import sys

import numpy as np

rate = 48000
onset_level = 1e-3
quiet_frames = rate // 20
pair_window_ns = 290_000_000
dropout_frames = rate // 2000

capture, presses_path = sys.argv[1], sys.argv[2]
level = np.abs(np.fromfile(capture + ".raw", dtype=np.float32).reshape(-1, 2)).max(axis=1)
stamps = np.loadtxt(capture + ".stamps", dtype=np.int64, ndmin=2)
presses = np.loadtxt(presses_path, dtype=np.int64, ndmin=2)
arrivals, counts = stamps[:, 0], stamps[:, 1]
delays = arrivals - counts * 1e9 / rate
settled = arrivals >= arrivals[0] + 1_000_000_000


def monotonic_of(frame):
    """CLOCK_MONOTONIC (ns) of a capture frame, from the reads that brought the next 0.5 s."""
    window = settled & (counts >= frame) & (counts <= frame + rate // 2)
    if not window.any():
        window = settled & (counts >= frame)
    return delays[window].min() + frame * 1e9 / rate


loud = np.flatnonzero(level > onset_level)
if loud.size == 0:
    sys.exit("press_onsets: the capture holds no sound at all")
starts = loud[np.concatenate(([True], np.diff(loud) > quiet_frames))]
first_settled = counts[np.argmax(settled)]
starts = starts[starts > first_settled]
onsets = np.array([monotonic_of(int(frame)) for frame in starts])

# Presses the capture could have heard: after its settled start, 0.3 s before its end.
heard_from = monotonic_of(int(first_settled))
heard_to = arrivals[-1] - 300_000_000
press_times = presses[:, 1]
presses_in = press_times[(press_times > heard_from) & (press_times < heard_to)]
sounds_of = np.zeros(len(presses_in), dtype=int)
lags, lag_times, unpaired_sounds = [], [], 0
for onset in onsets:
    before = np.searchsorted(presses_in, onset) - 1
    if before < 0 or onset - presses_in[before] > pair_window_ns:
        unpaired_sounds += 1
        continue
    sounds_of[before] += 1
    if sounds_of[before] == 1:
        lags.append((onset - presses_in[before]) / 1e6)
        lag_times.append((presses_in[before] - presses_in[0]) / 1e9)

lengths = [
    np.flatnonzero(level[start : start + rate // 4] > 1e-4)[-1] for start in starts[:-1]
]
known_length = int(0.9 * np.median(lengths)) if lengths else 0
dropouts = 0
for start in starts:
    zero = level[start : start + known_length] == 0
    runs = np.convolve(zero, np.ones(dropout_frames, dtype=int), "valid")
    dropouts += bool((runs >= dropout_frames).any())

local = np.array([delays[settled & (counts >= c) & (counts <= c + rate // 2)].min()
                  for c in counts[settled][::50]])
steps = np.diff(local) / 1e6
lags, lag_times = np.array(lags), np.array(lag_times)
print(f"presses {len(presses_in)}, heard {len(onsets)} sounds: {np.count_nonzero(sounds_of)} presses"
      f" sounded, {np.count_nonzero(sounds_of == 0)} silent, {np.count_nonzero(sounds_of > 1)} twice"
      f" or more, {unpaired_sounds} sounds with no press")
if np.count_nonzero(sounds_of == 0):
    first_sounded = np.argmax(sounds_of > 0) if sounds_of.any() else len(sounds_of)
    print(f"silent presses before the first sound heard (play not started yet?): {first_sounded}")
if lags.size:
    p1, median, p99 = np.percentile(lags, [1, 50, 99])
    duration = lag_times[-1] - lag_times[0] if lag_times.size > 1 else 0
    slope = np.polyfit(lag_times, lags, 1)[0] if lag_times.size > 2 else 0.0
    third = max(1, lags.size // 3)
    print(f"lag ms: median {median:.2f}, p1 {p1:.2f}, p99 {p99:.2f}, spread p1-p99 {p99 - p1:.2f},"
          f" least {lags.min():.2f}, worst {lags.max():.2f}")
    late = np.count_nonzero(lags > median + 2)
    print(f"heard more than 2 ms after the median lag: {late} (to set beside the game's late"
          f" count); the injector's requests left within {np.max(np.diff(presses, axis=1)) / 1e6:.2f}"
          f" ms of their stamp")
    print(f"drift over {duration:.0f} s: fit {slope * duration:+.2f} ms; last third's median"
          f" {np.median(lags[-third:]) - np.median(lags[:third]):+.2f} ms from the first third's")
print(f"dropouts: {dropouts} of {len(starts)} sounds (0.5 ms of zeros within the first"
      f" {known_length / 48:.0f} ms)")
print(f"capture mapping: {np.count_nonzero(np.abs(steps) > 1)} steps over 1 ms (largest"
      f" {np.abs(steps).max(initial=0):.1f} ms; the server skipped or stalled), whole run"
      f" {(local.max() - local.min()) / 1e6:.1f} ms")
