#ifndef STARLIGHT_SERVER_STREAMS_H
#define STARLIGHT_SERVER_STREAMS_H

#include <stddef.h>
#include <stdint.h>

// The game's own playback stream to the desktop's sound server (issue 33), PipeWire's or
// PulseAudio's, in place of SDL's drivers. Each buffer is filled with the server's own time
// for when its first frame reaches the device, so the song clock follows what the server
// plays rather than when a buffer was asked for.
// - PipeWire: filled on PipeWire's real-time data thread (PW_STREAM_FLAG_RT_PROCESS). SDL 2's
//   driver leaves that flag out and fills on an ordinary thread that the data thread must wake
//   each cycle: at 64 frames one cycle in twelve ended without the game's buffer.
// - PulseAudio: filled from the stream's write requests, keeping the server's buffer at a
//   target length of a few of the game's buffers, with the server's latency (interpolated
//   timing) taken at each write. SDL 2's driver keeps one buffer there, which underruns.
// Written in C: both client libraries' set-up is macros, inline functions and callbacks on
// their own threads.

typedef struct starlight_stream starlight_stream;

typedef struct starlight_stream_cycle {
  // Whether the server gave its time with this buffer (the fields below are 0 otherwise).
  int has_time;
  // From now (CLOCK_MONOTONIC when the buffer is asked for) to when its first frame reaches
  // the device, by the server's clock.
  int64_t heard_in_ns;
} starlight_stream_cycle;

// Fills `frames` interleaved float frames at `samples`, on the server library's thread
// (PipeWire's real-time one).
typedef void (*starlight_stream_fill)(
    void *userdata, float *samples, uint32_t frames, const starlight_stream_cycle *cycle);

enum starlight_stream_state {
  STARLIGHT_STREAM_CONNECTING = 0,
  STARLIGHT_STREAM_PLAYING = 1,
  // The server went away or refused the stream: `error` says why.
  STARLIGHT_STREAM_FAILED = 2,
};

typedef struct starlight_stream_stats {
  int state;
  // Buffers filled.
  uint64_t buffers;
  // PipeWire: the graph's cycles that ran without the game's buffer. PulseAudio: the
  // server's underruns of the game's stream. Each is silence played in the music's place.
  uint64_t gaps;
  // The largest of them, in frames (PipeWire; 0 for PulseAudio, which does not say).
  uint64_t largest_gap_frames;
  // The latest buffer's delay to the device, as the server gave it.
  int64_t delay_ns;
  // What the server keeps queued ahead of the device, in frames, the buffer being filled
  // among them: the least time from a buffer's mix to its sound (PipeWire: one quantum;
  // PulseAudio: the target length the server granted).
  uint32_t queued_frames;
  char error[160];
} starlight_stream_stats;

// Connects a playback stream of `channels` float channels at `rate` to the default output
// of `server` (a socket's path or name; NULL: the one the client library finds, as every
// desktop program does), asking for `frames` per buffer, and starts calling `fill`. Waits up
// to `timeout_ms` for the stream to play. NULL on failure, with the reason in `error`.
starlight_stream *starlight_pipewire_stream_open(
    const char *server, const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_stream_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size);
starlight_stream *starlight_pulse_stream_open(
    const char *server, const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_stream_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size);

// A copy of the counters and the state, taken without waiting on the server's loop.
void starlight_stream_read(starlight_stream *stream, starlight_stream_stats *out);

// Stops the stream (no `fill` call runs after it returns) and frees it.
void starlight_stream_close(starlight_stream *stream);

#endif
