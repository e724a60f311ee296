#include "server_latency.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pulse/pulseaudio.h>

struct starlight_pulse_monitor {
  pa_threaded_mainloop *loop;
  pa_context *context;
  pa_time_event *timer;
  char pid[24];
  pa_usec_t interval;
  // Set while a sink input list is being walked: whether the game's stream was in it.
  int seen_this_round;
  pthread_mutex_t lock;
  starlight_output_latency reading;
};

static void set_reason(struct starlight_pulse_monitor *m, int state, const char *reason) {
  pthread_mutex_lock(&m->lock);
  m->reading.state = state;
  snprintf(m->reading.reason, sizeof m->reading.reason, "%s", reason);
  pthread_mutex_unlock(&m->lock);
}

static void on_sink_input(pa_context *c, const pa_sink_input_info *info, int eol, void *data) {
  struct starlight_pulse_monitor *m = data;
  (void)c;
  if (eol) {
    if (!m->seen_this_round) {
      pthread_mutex_lock(&m->lock);
      if (m->reading.state == STARLIGHT_LATENCY_MEASURED
          || m->reading.state == STARLIGHT_LATENCY_WAITING) {
        m->reading.state = STARLIGHT_LATENCY_WAITING;
        snprintf(m->reading.reason, sizeof m->reading.reason,
                 "no stream of this game at the server yet");
      }
      pthread_mutex_unlock(&m->lock);
    }
    m->seen_this_round = 0;
    return;
  }
  const char *owner = pa_proplist_gets(info->proplist, PA_PROP_APPLICATION_PROCESS_ID);
  if (owner == NULL || strcmp(owner, m->pid) != 0 || info->corked) return;
  m->seen_this_round = 1;
  pthread_mutex_lock(&m->lock);
  m->reading.state = STARLIGHT_LATENCY_MEASURED;
  m->reading.server_usec = info->buffer_usec;
  m->reading.device_usec = info->sink_usec;
  m->reading.total_usec = info->buffer_usec + info->sink_usec;
  m->reading.rate = info->sample_spec.rate;
  m->reading.readings += 1;
  m->reading.reason[0] = 0;
  pthread_mutex_unlock(&m->lock);
}

static void on_timer(pa_mainloop_api *api, pa_time_event *event, const struct timeval *tv,
                     void *data) {
  struct starlight_pulse_monitor *m = data;
  (void)api;
  (void)tv;
  pa_operation *operation = pa_context_get_sink_input_info_list(m->context, on_sink_input, m);
  if (operation) pa_operation_unref(operation);
  pa_context_rttime_restart(m->context, event, pa_rtclock_now() + m->interval);
}

static void on_server_info(pa_context *c, const pa_server_info *info, void *data) {
  struct starlight_pulse_monitor *m = data;
  if (info == NULL) return;
  pthread_mutex_lock(&m->lock);
  snprintf(m->reading.server, sizeof m->reading.server, "%s %s", info->server_name,
           info->server_version);
  int pipewire = strstr(info->server_name, "PipeWire") != NULL;
  if (pipewire) {
    m->reading.state = STARLIGHT_LATENCY_PIPEWIRE_BEHIND;
    snprintf(m->reading.reason, sizeof m->reading.reason,
             "PipeWire's PulseAudio server reports no stream latency");
  }
  pthread_mutex_unlock(&m->lock);
  // pipewire-pulse fills every sink input's latencies with 0: nothing to poll.
  if (!pipewire) m->timer = pa_context_rttime_new(c, pa_rtclock_now(), on_timer, m);
}

static void on_state(pa_context *c, void *data) {
  struct starlight_pulse_monitor *m = data;
  switch (pa_context_get_state(c)) {
    case PA_CONTEXT_READY: {
      pa_operation *operation = pa_context_get_server_info(c, on_server_info, m);
      if (operation) pa_operation_unref(operation);
      break;
    }
    case PA_CONTEXT_FAILED:
    case PA_CONTEXT_TERMINATED: {
      char reason[160];
      snprintf(reason, sizeof reason, "the PulseAudio server: %s",
               pa_strerror(pa_context_errno(c)));
      set_reason(m, STARLIGHT_LATENCY_UNAVAILABLE, reason);
      break;
    }
    default:
      break;
  }
}

starlight_pulse_monitor *starlight_pulse_monitor_start(int pid, unsigned interval_ms) {
  struct starlight_pulse_monitor *m = calloc(1, sizeof *m);
  if (m == NULL) abort();
  pthread_mutex_init(&m->lock, NULL);
  snprintf(m->pid, sizeof m->pid, "%d", pid);
  m->interval = (pa_usec_t)interval_ms * PA_USEC_PER_MSEC;
  snprintf(m->reading.reason, sizeof m->reading.reason, "connecting to the PulseAudio server");
  m->loop = pa_threaded_mainloop_new();
  if (m->loop == NULL) {
    set_reason(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpulse could not make its thread");
    return m;
  }
  pa_threaded_mainloop_set_name(m->loop, "starlight-pulse");
  m->context = pa_context_new(pa_threaded_mainloop_get_api(m->loop), "StarlightSync latency");
  if (m->context == NULL) {
    set_reason(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpulse could not make a context");
    return m;
  }
  pa_context_set_state_callback(m->context, on_state, m);
  if (pa_context_connect(m->context, NULL, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0) {
    char reason[160];
    snprintf(reason, sizeof reason, "the PulseAudio server: %s",
             pa_strerror(pa_context_errno(m->context)));
    set_reason(m, STARLIGHT_LATENCY_UNAVAILABLE, reason);
    return m;
  }
  if (pa_threaded_mainloop_start(m->loop) < 0)
    set_reason(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpulse could not start its thread");
  return m;
}

void starlight_pulse_monitor_read(starlight_pulse_monitor *m, starlight_output_latency *out) {
  pthread_mutex_lock(&m->lock);
  *out = m->reading;
  pthread_mutex_unlock(&m->lock);
}

void starlight_pulse_monitor_stop(starlight_pulse_monitor *m) {
  if (m->loop) pa_threaded_mainloop_stop(m->loop);
  if (m->context) {
    if (m->timer) pa_threaded_mainloop_get_api(m->loop)->time_free(m->timer);
    pa_context_disconnect(m->context);
    pa_context_unref(m->context);
  }
  if (m->loop) pa_threaded_mainloop_free(m->loop);
  pthread_mutex_destroy(&m->lock);
  free(m);
}
