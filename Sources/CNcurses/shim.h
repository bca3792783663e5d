// ncursesw for Swift 6. SwiftPM drops the -D flags of the ncursesw pkg-config file, so the wide
// API is switched on here, before the header. Globals and macros that do not import into Swift 6
// (not concurrency-safe, or function-like) are read through the static inline functions below.
// Mask and attribute values are never hard-coded on the Swift side: they differ between ABIs.
#ifndef TCHART_CNCURSES_SHIM_H
#define TCHART_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Globals.
static inline WINDOW *tchart_stdscr(void) { return stdscr; }
static inline WINDOW *tchart_curscr(void) { return curscr; }
static inline int tchart_lines(void) { return LINES; }
static inline int tchart_cols(void) { return COLS; }
static inline int tchart_colors(void) { return COLORS; }
static inline int tchart_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *tchart_stdin(void) { return stdin; }
static inline FILE *tchart_stdout(void) { return stdout; }
static inline FILE *tchart_stderr(void) { return stderr; }

// Attributes.
static inline attr_t tchart_a_normal(void) { return A_NORMAL; }
static inline attr_t tchart_a_bold(void) { return A_BOLD; }
static inline attr_t tchart_a_dim(void) { return A_DIM; }
static inline attr_t tchart_a_reverse(void) { return A_REVERSE; }
static inline attr_t tchart_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tchart_a_italic(void) {
#ifdef A_ITALIC
  return A_ITALIC;
#else
  return A_NORMAL;
#endif
}

// Mouse masks.
static inline mmask_t tchart_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tchart_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tchart_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t tchart_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t tchart_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t tchart_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t tchart_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tchart_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}
static inline mmask_t tchart_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tchart_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

// wcwidth is only declared by <wchar.h> under _XOPEN_SOURCE, which the Glibc module is not
// built with.
extern int wcwidth(wchar_t c);
static inline int tchart_wcwidth(wchar_t c) { return wcwidth(c); }

// Keys that are function-like macros.
static inline int tchart_key_f(int n) { return KEY_F(n); }

#endif
