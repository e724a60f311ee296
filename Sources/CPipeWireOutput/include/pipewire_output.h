#ifndef STARLIGHT_PIPEWIRE_OUTPUT_H
#define STARLIGHT_PIPEWIRE_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

// The game's own PipeWire playback stream (issue 33). SDL 2's PipeWire driver leaves out
// PW_STREAM_FLAG_RT_PROCESS, so its buffers are filled on a second, ordinary thread that the
// graph's real-time thread has to wake each cycle; at 64 frames one cycle in twelve finished
// without the game's buffer, a quantum of silence inside the sound. This stream fills its
// buffer on PipeWire's real-time data thread itself, and hands the mixer the graph's own
// timing: when the buffer's first frame reaches the device, and cycles the graph ran
// without it. Written in C: libpipewire's stream set-up is macros and inline functions.

typedef struct starlight_pipewire_output starlight_pipewire_output;

typedef struct starlight_pipewire_cycle {
  // Whether the graph gave its time with this buffer (the fields below are 0 otherwise).
  int has_time;
  // From now (CLOCK_MONOTONIC when the buffer is asked for) to when its first frame reaches
  // the device, by the graph's clock and delay.
  int64_t heard_in_ns;
  // Frames the graph's clock moved since the previous buffer beyond that buffer's own
  // length: cycles the graph ran without this stream (0 when it kept up).
  uint64_t skipped_frames;
} starlight_pipewire_cycle;

// Fills `frames` interleaved float frames at `samples`, on PipeWire's real-time thread.
typedef void (*starlight_pipewire_fill)(
    void *userdata, float *samples, uint32_t frames, const starlight_pipewire_cycle *cycle);

enum starlight_pipewire_output_state {
  STARLIGHT_PIPEWIRE_OUTPUT_CONNECTING = 0,
  STARLIGHT_PIPEWIRE_OUTPUT_STREAMING = 1,
  // The daemon went away or refused the stream: `error` says why.
  STARLIGHT_PIPEWIRE_OUTPUT_FAILED = 2,
};

typedef struct starlight_pipewire_output_stats {
  int state;
  // Buffers filled, and the graph's cycles that passed without one of ours.
  uint64_t buffers;
  uint64_t skipped_cycles;
  // The largest number of frames the graph moved past us at once.
  uint64_t largest_skip_frames;
  // The latest buffer's length and the delay to the device the graph gave with it.
  uint32_t frames;
  int64_t delay_ns;
  char error[160];
} starlight_pipewire_output_stats;

// Connects a playback stream of `channels` float channels at `rate` to the default sink,
// asking the graph for a quantum of `frames`, and starts calling `fill`. Waits up to
// `timeout_ms` for the stream to run. NULL on failure, with the reason in `error`.
starlight_pipewire_output *starlight_pipewire_output_open(
    const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_pipewire_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size);

// A copy of the counters and the state, taken without waiting on any lock.
void starlight_pipewire_output_read(
    starlight_pipewire_output *output, starlight_pipewire_output_stats *out);

// Stops the stream (no `fill` call runs after it returns) and frees it.
void starlight_pipewire_output_close(starlight_pipewire_output *output);

#endif
