#include "stream_base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pulse/pulseaudio.h>

// The server's buffer holds this many of the game's buffers, and at least TARGET_LEAST_USEC:
// SDL 2's driver asks for one buffer, which a scheduling hiccup of the server empties (at 64
// frames, two buffers still underran fourteen times a second on an idle machine). Either
// stays within the game's L (two buffers, the limiter's look-ahead and an 8 ms margin) with
// room for the press's hand-over.
#define TARGET_BUFFERS 2
#define TARGET_LEAST_USEC 8000

struct pulse_stream {
  starlight_stream base;
  pa_threaded_mainloop *loop;
  pa_context *context;
  pa_stream *stream;
  pa_time_event *deadline;
  size_t buffer_bytes;
};

// On the loop's thread (or the opening one, holding the loop's lock).
static void fail(struct pulse_stream *p, const char *reason) {
  if (starlight_stream_fail(&p->base, reason)) pa_threaded_mainloop_signal(p->loop, 0);
}

static void fail_with_server_error(struct pulse_stream *p, const char *what) {
  char reason[160];
  snprintf(reason, sizeof reason, "%s (%s)", what, pa_strerror(pa_context_errno(p->context)));
  fail(p, reason);
}

// Until the first timing update the server's latency is unknown: the buffer then goes
// without a time, and the mixer measures from the buffer's own length.
static starlight_stream_cycle timing(struct pulse_stream *p) {
  starlight_stream_cycle cycle = {.has_time = 0, .heard_in_ns = 0};
  pa_usec_t latency = 0;
  int negative = 0;
  if (pa_stream_get_latency(p->stream, &latency, &negative) != 0) return cycle;
  cycle.has_time = 1;
  cycle.heard_in_ns = negative ? 0 : (int64_t)latency * 1000;
  __atomic_store_n(&p->base.delay_ns, cycle.heard_in_ns, __ATOMIC_RELAXED);
  return cycle;
}

// The server asks for `requested` bytes: written in the game's buffers (the last one
// shorter), each into the server's own memory and stamped with when it will be heard.
static void on_write(pa_stream *stream, size_t requested, void *data) {
  struct pulse_stream *p = data;
  starlight_stream_cycle cycle = timing(p);
  size_t stride = p->base.stride;
  while (requested >= stride) {
    size_t bytes = requested < p->buffer_bytes ? requested - requested % stride : p->buffer_bytes;
    void *samples = NULL;
    if (pa_stream_begin_write(stream, &samples, &bytes) != 0 || samples == NULL) return;
    bytes -= bytes % stride;
    uint32_t frames = (uint32_t)(bytes / stride);
    if (frames == 0) {
      pa_stream_cancel_write(stream);
      return;
    }
    p->base.fill(p->base.userdata, samples, frames, &cycle);
    if (pa_stream_write(stream, samples, bytes, NULL, 0, PA_SEEK_RELATIVE) != 0) return;
    starlight_stream_count(&p->base.buffers, 1);
    // The next buffer is heard after this one.
    cycle.heard_in_ns += (int64_t)frames * 1000000000 / p->base.rate;
    requested -= bytes;
  }
}

static void on_underflow(pa_stream *stream, void *data) {
  (void)stream;
  starlight_stream_note_gap(&((struct pulse_stream *)data)->base, 0);
}

static void on_stream_state(pa_stream *stream, void *data) {
  struct pulse_stream *p = data;
  switch (pa_stream_get_state(stream)) {
  case PA_STREAM_READY:
    if (starlight_stream_state(&p->base) == STARLIGHT_STREAM_CONNECTING) {
      // The target length the server granted (it may differ from the one asked for).
      const pa_buffer_attr *granted = pa_stream_get_buffer_attr(stream);
      if (granted != NULL)
        __atomic_store_n(&p->base.queued_frames, granted->tlength / p->base.stride,
                         __ATOMIC_RELAXED);
      starlight_stream_set_state(&p->base, STARLIGHT_STREAM_PLAYING);
      pa_threaded_mainloop_signal(p->loop, 0);
    }
    break;
  case PA_STREAM_FAILED:
    fail_with_server_error(p, "PulseAudio refused the stream");
    break;
  case PA_STREAM_TERMINATED:
    fail(p, "PulseAudio ended the stream");
    break;
  default:
    break;
  }
}

static void on_context_state(pa_context *context, void *data) {
  struct pulse_stream *p = data;
  switch (pa_context_get_state(context)) {
  case PA_CONTEXT_READY:
  case PA_CONTEXT_FAILED:
  case PA_CONTEXT_TERMINATED:
    if (pa_context_get_state(context) != PA_CONTEXT_READY)
      fail_with_server_error(p, "the PulseAudio server went away or never answered");
    pa_threaded_mainloop_signal(p->loop, 0);
    break;
  default:
    break;
  }
}

static void on_deadline(pa_mainloop_api *api, pa_time_event *event, const struct timeval *tv,
                        void *data) {
  (void)api;
  (void)event;
  (void)tv;
  struct pulse_stream *p = data;
  if (starlight_stream_state(&p->base) == STARLIGHT_STREAM_CONNECTING)
    fail(p, "PulseAudio did not start the stream in time (no output to play to?)");
}

static void release(starlight_stream *base) {
  struct pulse_stream *p = (struct pulse_stream *)base;
  if (p->loop != NULL) {
    pa_threaded_mainloop_lock(p->loop);
    if (p->deadline != NULL) pa_threaded_mainloop_get_api(p->loop)->time_free(p->deadline);
    if (p->stream != NULL) {
      pa_stream_set_write_callback(p->stream, NULL, NULL);
      pa_stream_set_state_callback(p->stream, NULL, NULL);
      pa_stream_set_underflow_callback(p->stream, NULL, NULL);
      pa_stream_disconnect(p->stream);
      pa_stream_unref(p->stream);
    }
    if (p->context != NULL) {
      pa_context_set_state_callback(p->context, NULL, NULL);
      pa_context_disconnect(p->context);
      pa_context_unref(p->context);
    }
    pa_threaded_mainloop_unlock(p->loop);
    pa_threaded_mainloop_stop(p->loop);
    pa_threaded_mainloop_free(p->loop);
  }
  free(p);
}

// Waits, with the loop locked, until the state leaves connecting or `ready` says so.
static void wait_for(struct pulse_stream *p, int (*ready)(struct pulse_stream *)) {
  while (starlight_stream_state(&p->base) == STARLIGHT_STREAM_CONNECTING && !ready(p))
    pa_threaded_mainloop_wait(p->loop);
}

static int context_ready(struct pulse_stream *p) {
  return pa_context_get_state(p->context) == PA_CONTEXT_READY;
}

static int never(struct pulse_stream *p) {
  (void)p;
  return 0;
}

// Connects the stream with the loop locked; 0, or -1 with the state failed.
static int connect_stream(struct pulse_stream *p, const char *server, const char *app_name,
                          uint32_t channels, uint32_t frames, unsigned timeout_ms) {
  pa_mainloop_api *api = pa_threaded_mainloop_get_api(p->loop);
  struct timeval when;
  pa_timeval_add(pa_gettimeofday(&when), (pa_usec_t)timeout_ms * 1000);
  p->deadline = api->time_new(api, &when, on_deadline, p);
  pa_context_set_state_callback(p->context, on_context_state, p);
  if (pa_context_connect(p->context, server, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0) {
    fail_with_server_error(p, "no PulseAudio server answers");
    return -1;
  }
  wait_for(p, context_ready);
  if (starlight_stream_state(&p->base) == STARLIGHT_STREAM_FAILED) return -1;
  pa_sample_spec spec = {.format = PA_SAMPLE_FLOAT32LE, .rate = p->base.rate,
                         .channels = (uint8_t)channels};
  pa_channel_map map;
  pa_channel_map_init_auto(&map, channels, PA_CHANNEL_MAP_DEFAULT);
  p->stream = pa_stream_new(p->context, app_name, &spec, &map);
  if (p->stream == NULL) {
    fail_with_server_error(p, "PulseAudio made no stream");
    return -1;
  }
  pa_stream_set_state_callback(p->stream, on_stream_state, p);
  pa_stream_set_write_callback(p->stream, on_write, p);
  pa_stream_set_underflow_callback(p->stream, on_underflow, p);
  p->buffer_bytes = (size_t)frames * p->base.stride;
  size_t least_bytes = pa_usec_to_bytes(TARGET_LEAST_USEC, &spec);
  pa_buffer_attr attr = {
      .maxlength = (uint32_t)-1,
      .tlength = (uint32_t)(TARGET_BUFFERS * p->buffer_bytes > least_bytes ? TARGET_BUFFERS * p->buffer_bytes : least_bytes),
      .prebuf = (uint32_t)-1,
      .minreq = (uint32_t)p->buffer_bytes,
      .fragsize = (uint32_t)-1,
  };
  pa_stream_flags_t flags =
      PA_STREAM_INTERPOLATE_TIMING | PA_STREAM_AUTO_TIMING_UPDATE | PA_STREAM_ADJUST_LATENCY;
  if (pa_stream_connect_playback(p->stream, NULL, &attr, flags, NULL, NULL) < 0) {
    fail_with_server_error(p, "PulseAudio did not connect the stream");
    return -1;
  }
  wait_for(p, never);
  return starlight_stream_state(&p->base) == STARLIGHT_STREAM_PLAYING ? 0 : -1;
}

starlight_stream *starlight_pulse_stream_open(
    const char *server, const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_stream_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size) {
  struct pulse_stream *p = starlight_stream_new(sizeof *p, "PulseAudio", release, fill, userdata, rate,
                                          channels, error, error_size);
  if (p == NULL) return NULL;
  p->loop = pa_threaded_mainloop_new();
  if (p->loop == NULL) {
    snprintf(error, error_size, "PulseAudio's loop could not be made");
    release(&p->base);
    return NULL;
  }
  p->context = pa_context_new(pa_threaded_mainloop_get_api(p->loop), app_name);
  if (p->context == NULL || pa_threaded_mainloop_start(p->loop) < 0) {
    snprintf(error, error_size, "PulseAudio's loop did not start");
    release(&p->base);
    return NULL;
  }
  pa_threaded_mainloop_lock(p->loop);
  int connected = connect_stream(p, server, app_name, channels, frames, timeout_ms);
  if (connected != 0) snprintf(error, error_size, "%s", p->base.error);
  pa_threaded_mainloop_unlock(p->loop);
  if (connected != 0) {
    release(&p->base);
    return NULL;
  }
  return &p->base;
}
