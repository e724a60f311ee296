#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

// The socket of the X display connection behind an SDL window, or -1 when SDL does not
// show it through X11 (Wayland, the dummy driver). Apart from CSDL2 so that Xlib's names
// (Window, Display, Status...) reach only the one file that waits on the socket.
static inline int starlight_x11_socket(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
    return -1;
  }
  return ConnectionNumber(info.info.x11.display);
}

// The X display connection behind an SDL window (an opaque pointer), NULL without X11.
static inline void *starlight_x11_display(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
    return NULL;
  }
  return info.info.x11.display;
}

// How many events Xlib has already read into the display's queue (another thread's call
// may have read them while waiting for its reply). Read without Xlib's lock, as a hint: no
// system call, where XEventsQueued would flush and read.
static inline int starlight_x11_queue_length(void *display) {
  return QLength((Display *)display);
}

// The server's time (milliseconds) of the X key press or release an SDL_SYSWMEVENT carries:
// 1 with `time` set, else 0 (another X event, or not X11).
static inline int starlight_x11_key_time(const SDL_Event *event, unsigned int *time) {
  if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL ||
      event->syswm.msg->subsystem != SDL_SYSWM_X11) {
    return 0;
  }
  const XEvent *xevent = &event->syswm.msg->msg.x11.event;
  if (xevent->type != KeyPress && xevent->type != KeyRelease) {
    return 0;
  }
  *time = (unsigned int)xevent->xkey.time;
  return 1;
}
