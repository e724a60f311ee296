#include "server_latency.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pipewire/impl.h>
#include <pipewire/pipewire.h>
#include <spa/param/profiler.h>
#include <spa/pod/parser.h>
// After the headers above: it uses their types without including them.
#include <pipewire/extensions/profiler.h>
#include <spa/utils/result.h>

// Playback streams watched at once (the game's and other programs').
#define WATCHED_NODES 64
#define OWN_CLIENTS 16

struct watched_node {
  uint32_t id;
  struct pw_proxy *proxy;
  struct spa_hook listener;
  struct starlight_pipewire_monitor *monitor;
};

struct starlight_pipewire_monitor {
  struct pw_thread_loop *loop;
  struct pw_context *context;
  struct pw_core *core;
  struct pw_registry *registry;
  struct pw_proxy *profiler;
  struct spa_hook core_listener;
  struct spa_hook registry_listener;
  struct spa_hook profiler_listener;
  int sync_seq;
  char pid[24];
  // PipeWire clients this process opened (pipewire.sec.pid, from the socket's credentials).
  uint32_t own_clients[OWN_CLIENTS];
  int own_client_count;
  struct watched_node nodes[WATCHED_NODES];
  // The game's playback node, SPA_ID_INVALID until found.
  uint32_t stream_node;
  pthread_mutex_t lock;
  starlight_output_latency reading;
};

static void set_state(struct starlight_pipewire_monitor *m, int state, const char *reason) {
  pthread_mutex_lock(&m->lock);
  m->reading.state = state;
  snprintf(m->reading.reason, sizeof m->reading.reason, "%s", reason);
  pthread_mutex_unlock(&m->lock);
}

static int is_own_client(struct starlight_pipewire_monitor *m, const char *client) {
  if (client == NULL) return 0;
  uint32_t id = (uint32_t)strtoul(client, NULL, 10);
  for (int i = 0; i < m->own_client_count; i++)
    if (m->own_clients[i] == id) return 1;
  return 0;
}

static void forget_node(struct watched_node *node) {
  if (node->proxy == NULL) return;
  spa_hook_remove(&node->listener);
  pw_proxy_destroy(node->proxy);
  node->proxy = NULL;
  node->id = SPA_ID_INVALID;
}

// A playback stream's full properties: the game's own when its process id is ours (a native
// stream, or pipewire-pulse's stream for our PulseAudio client), or when one of our own
// clients made it.
static void on_node_info(void *data, const struct pw_node_info *info) {
  struct watched_node *node = data;
  struct starlight_pipewire_monitor *m = node->monitor;
  if (info->props == NULL) return;
  const char *owner = spa_dict_lookup(info->props, PW_KEY_APP_PROCESS_ID);
  int ours = (owner != NULL && strcmp(owner, m->pid) == 0)
             || is_own_client(m, spa_dict_lookup(info->props, PW_KEY_CLIENT_ID));
  // Another program's stream stays bound until it goes (a proxy is not destroyed from
  // inside its own event).
  if (!ours) return;
  pthread_mutex_lock(&m->lock);
  m->stream_node = node->id;
  pthread_mutex_unlock(&m->lock);
}

static const struct pw_node_events node_events = {
    PW_VERSION_NODE_EVENTS,
    .info = on_node_info,
};

static void watch_node(struct starlight_pipewire_monitor *m, uint32_t id, const char *type) {
  for (int i = 0; i < WATCHED_NODES; i++) {
    struct watched_node *node = &m->nodes[i];
    if (node->proxy != NULL) continue;
    node->proxy = pw_registry_bind(m->registry, id, type, PW_VERSION_NODE, 0);
    if (node->proxy == NULL) return;
    node->id = id;
    node->monitor = m;
    pw_proxy_add_object_listener(node->proxy, &node->listener, &node_events, node);
    return;
  }
}

// One driver cycle's clock: the quantum (duration) at the rate, and the device's own delay
// (what it holds ahead of the cycle, as the driver measured it) in samples.
struct cycle_clock {
  int64_t duration;
  int64_t delay;
  struct spa_fraction rate;
};

static int parse_clock(const struct spa_pod *pod, struct cycle_clock *clock) {
  int32_t flags = 0, id = 0;
  const char *name = NULL;
  int64_t nsec = 0, position = 0;
  return spa_pod_parse_struct(pod, SPA_POD_Int(&flags), SPA_POD_Int(&id), SPA_POD_String(&name),
                              SPA_POD_Long(&nsec), SPA_POD_Fraction(&clock->rate),
                              SPA_POD_Long(&position), SPA_POD_Long(&clock->duration),
                              SPA_POD_Long(&clock->delay));
}

static void record(struct starlight_pipewire_monitor *m, const struct cycle_clock *clock) {
  if (clock->rate.denom == 0 || clock->duration <= 0) return;
  uint64_t rate = clock->rate.denom / (clock->rate.num ? clock->rate.num : 1);
  uint64_t delay = clock->delay > 0 ? (uint64_t)clock->delay : 0;
  m->reading.state = STARLIGHT_LATENCY_MEASURED;
  m->reading.quantum = (uint32_t)clock->duration;
  m->reading.rate = (uint32_t)rate;
  m->reading.server_usec = (uint64_t)clock->duration * 1000000u / rate;
  m->reading.device_usec = delay * 1000000u / rate;
  m->reading.total_usec = m->reading.server_usec + m->reading.device_usec;
  m->reading.readings += 1;
  m->reading.reason[0] = 0;
}

// The profiler's report of the last cycles: for each driver, its clock, then every node it
// drove; the cycle that drove the game's stream is the one read.
static void on_profile(void *data, const struct spa_pod *pod) {
  struct starlight_pipewire_monitor *m = data;
  struct spa_pod *object;
  pthread_mutex_lock(&m->lock);
  uint32_t wanted = m->stream_node;
  SPA_POD_STRUCT_FOREACH(pod, object) {
    if (!spa_pod_is_object_type(object, SPA_TYPE_OBJECT_Profiler)) continue;
    struct cycle_clock clock = {0};
    int have_clock = 0;
    struct spa_pod_prop *prop;
    SPA_POD_OBJECT_FOREACH((struct spa_pod_object *)object, prop) {
      if (prop->key == SPA_PROFILER_clock) {
        have_clock = parse_clock(&prop->value, &clock) >= 0;
      } else if (prop->key == SPA_PROFILER_followerBlock && have_clock
                 && wanted != SPA_ID_INVALID) {
        int32_t id = -1;
        if (spa_pod_parse_struct(&prop->value, SPA_POD_Int(&id)) >= 0 && (uint32_t)id == wanted)
          record(m, &clock);
      }
    }
  }
  pthread_mutex_unlock(&m->lock);
}

static const struct pw_profiler_events profiler_events = {
    PW_VERSION_PROFILER_EVENTS,
    .profile = on_profile,
};

static void on_global(void *data, uint32_t id, uint32_t permissions, const char *type,
                      uint32_t version, const struct spa_dict *props) {
  struct starlight_pipewire_monitor *m = data;
  (void)permissions;
  (void)version;
  if (strcmp(type, PW_TYPE_INTERFACE_Profiler) == 0 && m->profiler == NULL) {
    m->profiler = pw_registry_bind(m->registry, id, type, PW_VERSION_PROFILER, 0);
    if (m->profiler)
      pw_proxy_add_object_listener(m->profiler, &m->profiler_listener, &profiler_events, m);
  } else if (strcmp(type, PW_TYPE_INTERFACE_Client) == 0 && props != NULL) {
    const char *pid = spa_dict_lookup(props, PW_KEY_SEC_PID);
    if (pid != NULL && strcmp(pid, m->pid) == 0 && m->own_client_count < OWN_CLIENTS)
      m->own_clients[m->own_client_count++] = id;
  } else if (strcmp(type, PW_TYPE_INTERFACE_Node) == 0 && props != NULL) {
    const char *media = spa_dict_lookup(props, PW_KEY_MEDIA_CLASS);
    if (media != NULL && strcmp(media, "Stream/Output/Audio") == 0) watch_node(m, id, type);
  }
}

static void on_global_remove(void *data, uint32_t id) {
  struct starlight_pipewire_monitor *m = data;
  for (int i = 0; i < WATCHED_NODES; i++)
    if (m->nodes[i].proxy != NULL && m->nodes[i].id == id) forget_node(&m->nodes[i]);
  pthread_mutex_lock(&m->lock);
  if (m->stream_node == id) {
    m->stream_node = SPA_ID_INVALID;
    m->reading.state = STARLIGHT_LATENCY_WAITING;
    snprintf(m->reading.reason, sizeof m->reading.reason, "the game's stream went away");
  }
  pthread_mutex_unlock(&m->lock);
}

static const struct pw_registry_events registry_events = {
    PW_VERSION_REGISTRY_EVENTS,
    .global = on_global,
    .global_remove = on_global_remove,
};

static void on_core_done(void *data, uint32_t id, int seq) {
  struct starlight_pipewire_monitor *m = data;
  if (id != PW_ID_CORE || seq != m->sync_seq || m->profiler != NULL) return;
  set_state(m, STARLIGHT_LATENCY_UNAVAILABLE,
            "the PipeWire daemon has no profiler (libpipewire-module-profiler)");
}

static void on_core_error(void *data, uint32_t id, int seq, int res, const char *message) {
  struct starlight_pipewire_monitor *m = data;
  (void)seq;
  if (id != PW_ID_CORE) return;
  char reason[160];
  snprintf(reason, sizeof reason, "the PipeWire daemon: %s (%s)", message ? message : "error",
           spa_strerror(res));
  set_state(m, STARLIGHT_LATENCY_UNAVAILABLE, reason);
}

static const struct pw_core_events core_events = {
    PW_VERSION_CORE_EVENTS,
    .done = on_core_done,
    .error = on_core_error,
};

starlight_pipewire_monitor *starlight_pipewire_monitor_start(int pid) {
  struct starlight_pipewire_monitor *m = calloc(1, sizeof *m);
  if (m == NULL) abort();
  pthread_mutex_init(&m->lock, NULL);
  snprintf(m->pid, sizeof m->pid, "%d", pid);
  m->stream_node = SPA_ID_INVALID;
  for (int i = 0; i < WATCHED_NODES; i++) m->nodes[i].id = SPA_ID_INVALID;
  snprintf(m->reading.reason, sizeof m->reading.reason, "no stream of this game in the graph yet");
  pw_init(NULL, NULL);
  snprintf(m->reading.server, sizeof m->reading.server, "PipeWire %s",
           pw_get_library_version());
  m->loop = pw_thread_loop_new("starlight-pipewire", NULL);
  if (m->loop == NULL) {
    set_state(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpipewire could not make its thread");
    return m;
  }
  m->context = pw_context_new(pw_thread_loop_get_loop(m->loop), NULL, 0);
  if (m->context == NULL) {
    set_state(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpipewire could not make a context");
    return m;
  }
  // The profiler's protocol marshalling lives in its module, loaded on the client side too.
  pw_context_load_module(m->context, PW_EXTENSION_MODULE_PROFILER, NULL, NULL);
  pw_thread_loop_lock(m->loop);
  if (pw_thread_loop_start(m->loop) < 0) {
    pw_thread_loop_unlock(m->loop);
    set_state(m, STARLIGHT_LATENCY_UNAVAILABLE, "libpipewire could not start its thread");
    return m;
  }
  m->core = pw_context_connect(m->context, NULL, 0);
  if (m->core == NULL) {
    char reason[160];
    snprintf(reason, sizeof reason, "cannot reach the PipeWire daemon: %s", strerror(errno));
    pw_thread_loop_unlock(m->loop);
    set_state(m, STARLIGHT_LATENCY_UNAVAILABLE, reason);
    return m;
  }
  pw_core_add_listener(m->core, &m->core_listener, &core_events, m);
  m->registry = pw_core_get_registry(m->core, PW_VERSION_REGISTRY, 0);
  pw_registry_add_listener(m->registry, &m->registry_listener, &registry_events, m);
  m->sync_seq = pw_core_sync(m->core, PW_ID_CORE, 0);
  pw_thread_loop_unlock(m->loop);
  return m;
}

void starlight_pipewire_monitor_read(starlight_pipewire_monitor *m,
                                     starlight_output_latency *out) {
  pthread_mutex_lock(&m->lock);
  *out = m->reading;
  pthread_mutex_unlock(&m->lock);
}

void starlight_pipewire_monitor_stop(starlight_pipewire_monitor *m) {
  if (m->loop) pw_thread_loop_stop(m->loop);
  for (int i = 0; i < WATCHED_NODES; i++) forget_node(&m->nodes[i]);
  if (m->profiler) {
    spa_hook_remove(&m->profiler_listener);
    pw_proxy_destroy(m->profiler);
  }
  if (m->registry) {
    spa_hook_remove(&m->registry_listener);
    pw_proxy_destroy((struct pw_proxy *)m->registry);
  }
  if (m->core) {
    spa_hook_remove(&m->core_listener);
    pw_core_disconnect(m->core);
  }
  if (m->context) pw_context_destroy(m->context);
  if (m->loop) pw_thread_loop_destroy(m->loop);
  pthread_mutex_destroy(&m->lock);
  free(m);
}
