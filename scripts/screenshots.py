#!/usr/bin/env python3
"""Renders tchart's main screens into PNG pictures for the README (`make screenshots`).

Each screen runs the real binary in a private tmux server, is captured with
`tmux capture-pane -e` (text with its colours and attributes), fed through a terminal
emulator (pyte) and drawn with Pillow: text with a monospace font, braille as dots and block
elements and box lines as exact rectangles (no font needs braille), colours from the xterm
palette. Pictures are palette PNGs, a few tens of KB each.

    python3 scripts/screenshots.py --tchart .build/debug/tchart --out docs

pyte and Pillow come from PyPI: when they cannot be imported the script installs them in its
own virtual environment (.build/screenshots-venv) and runs again there; with --no-install it
prints `skipped: ...` and exits 0 instead (the end-to-end test does that on machines without
them). The contest stage-2 charts come from ../shared/data (or --data) when present, else the
bundled sample's chart sets stand in for them.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
VENV = os.path.join(REPO, ".build", "screenshots-venv")
PACKAGES = ["pyte", "pillow"]


def ensure_packages(no_install):
    """Imports pyte and Pillow, or re-runs the script in a venv that has them."""
    try:
        import pyte  # noqa: F401
        import PIL  # noqa: F401

        return
    except ImportError:
        pass
    if no_install or os.environ.get("TCHART_SCREENSHOTS_VENV"):
        print("skipped: pyte and Pillow are not installed (make screenshots installs them in "
              ".build/screenshots-venv)")
        sys.exit(0)
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet"] + PACKAGES, check=True)
    env = dict(os.environ, TCHART_SCREENSHOTS_VENV="1")
    os.execve(python, [python] + sys.argv, env)


# xterm's 16 colours, under pyte's names.
ANSI = {
    "black": (0, 0, 0), "red": (205, 0, 0), "green": (0, 205, 0), "brown": (205, 205, 0),
    "blue": (0, 0, 238), "magenta": (205, 0, 205), "cyan": (0, 205, 205),
    "white": (229, 229, 229), "brightblack": (127, 127, 127), "brightred": (255, 0, 0),
    "brightgreen": (0, 255, 0), "brightbrown": (255, 255, 0), "brightblue": (92, 92, 255),
    "brightmagenta": (255, 0, 255), "brightcyan": (0, 255, 255), "brightwhite": (255, 255, 255),
}
DEFAULT_FG = (208, 208, 208)
DEFAULT_BG = (28, 28, 28)

CELL_W, CELL_H = 10, 20
# A braille dot: a square of this side on a 2 × 4 grid of 5 × 5 px.
DOT = 3


def color(name, default):
    if name == "default":
        return default
    if name in ANSI:
        return ANSI[name]
    if len(name) == 6:
        try:
            return tuple(int(name[i:i + 2], 16) for i in (0, 2, 4))
        except ValueError:
            pass
    return default


def load_font(size=16):
    from PIL import ImageFont

    for path in [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
    ]:
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    try:
        return ImageFont.load_default(size=size)
    except TypeError:
        return ImageFont.load_default()


# Box drawing: which half-lines a character has (up, down, left, right) and whether heavy.
BOX = {
    "─": (0, 0, 1, 1), "━": (0, 0, 1, 1), "│": (1, 1, 0, 0), "┃": (1, 1, 0, 0),
    "┌": (0, 1, 0, 1), "┐": (0, 1, 1, 0), "└": (1, 0, 0, 1), "┘": (1, 0, 1, 0),
    "╭": (0, 1, 0, 1), "╮": (0, 1, 1, 0), "╰": (1, 0, 0, 1), "╯": (1, 0, 1, 0),
    "├": (1, 1, 0, 1), "┤": (1, 1, 1, 0), "┬": (0, 1, 1, 1), "┴": (1, 0, 1, 1),
    "┼": (1, 1, 1, 1),
}
HEAVY = {"━", "┃"}


def draw_box(draw, ch, x, y, fg):
    up, down, left, right = BOX[ch]
    width = 3 if ch in HEAVY else 1
    cx, cy = x + CELL_W // 2 - width // 2, y + CELL_H // 2 - width // 2
    if left:
        draw.rectangle([x, cy, cx + width - 1, cy + width - 1], fill=fg)
    if right:
        draw.rectangle([cx, cy, x + CELL_W - 1, cy + width - 1], fill=fg)
    if up:
        draw.rectangle([cx, y, cx + width - 1, cy + width - 1], fill=fg)
    if down:
        draw.rectangle([cx, cy, cx + width - 1, y + CELL_H - 1], fill=fg)


def block_rects(code):
    """Block elements U+2580–U+259F as rectangles in eighths of the cell: (x0, y0, x1, y1)."""
    if code == 0x2580:
        return [(0, 0, 8, 4)]
    if 0x2581 <= code <= 0x2588:
        n = code - 0x2580
        return [(0, 8 - n, 8, 8)]
    if 0x2589 <= code <= 0x258F:
        n = 0x2590 - code
        return [(0, 0, n, 8)]
    if code == 0x2590:
        return [(4, 0, 8, 8)]
    if code == 0x2594:
        return [(0, 0, 8, 1)]
    if code == 0x2595:
        return [(7, 0, 8, 8)]
    quadrants = {  # upper-left, upper-right, lower-left, lower-right
        0x2596: "0010", 0x2597: "0001", 0x2598: "1000", 0x2599: "1011", 0x259A: "1001",
        0x259B: "1110", 0x259C: "1101", 0x259D: "0100", 0x259E: "0110", 0x259F: "0111",
    }
    if code in quadrants:
        boxes = [(0, 0, 4, 4), (4, 0, 8, 4), (0, 4, 4, 8), (4, 4, 8, 8)]
        return [b for b, bit in zip(boxes, quadrants[code]) if bit == "1"]
    return None


SHADES = {0x2591: 0.25, 0x2592: 0.5, 0x2593: 0.75}

# Braille dot bits: (bit, column, row).
BRAILLE_DOTS = [(0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3),
                (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2), (0x80, 1, 3)]


def render_png(screen, path, font):
    from PIL import Image, ImageDraw

    cols, rows = screen.columns, screen.lines
    image = Image.new("RGB", (cols * CELL_W, rows * CELL_H), DEFAULT_BG)
    draw = ImageDraw.Draw(image)
    for row in range(rows):
        line = screen.buffer[row]
        for col in range(cols):
            cell = line[col]
            fg = color(cell.fg, DEFAULT_FG)
            bg = color(cell.bg, DEFAULT_BG)
            if cell.reverse:
                fg, bg = bg, fg
            if cell.bold and cell.fg in ANSI and not cell.fg.startswith("bright"):
                fg = ANSI["bright" + cell.fg]
            x, y = col * CELL_W, row * CELL_H
            if bg != DEFAULT_BG:
                draw.rectangle([x, y, x + CELL_W - 1, y + CELL_H - 1], fill=bg)
            ch = cell.data
            if not ch or ch == " ":
                continue
            code = ord(ch[0])
            if 0x2800 <= code <= 0x28FF:
                for bit, dx, dy in BRAILLE_DOTS:
                    if code & bit:
                        px = x + 1 + dx * CELL_W // 2
                        py = y + 1 + dy * CELL_H // 4
                        draw.ellipse([px, py, px + DOT, py + DOT], fill=fg)
                continue
            rects = block_rects(code)
            if rects is not None:
                for x0, y0, x1, y1 in rects:
                    draw.rectangle(
                        [x + x0 * CELL_W // 8, y + y0 * CELL_H // 8,
                         x + x1 * CELL_W // 8 - 1, y + y1 * CELL_H // 8 - 1], fill=fg)
                continue
            if code in SHADES:
                share = SHADES[code]
                mixed = tuple(int(f * share + b * (1 - share)) for f, b in zip(fg, bg))
                draw.rectangle([x, y, x + CELL_W - 1, y + CELL_H - 1], fill=mixed)
                continue
            if ch in BOX:
                draw_box(draw, ch, x, y, fg)
                continue
            draw.text((x + CELL_W / 2, y + CELL_H / 2), ch, fill=fg, font=font, anchor="mm")
    # A palette PNG: the pictures have few colours, so this keeps them small.
    image = image.convert("P", palette=Image.ADAPTIVE, colors=64)
    image.save(path, optimize=True)


class Tmux:
    """A private tmux server running one command at a fixed size."""

    def __init__(self, name, width, height, command, env):
        self.socket = f"tchart-shots-{os.getpid()}-{name}"
        self.width, self.height = width, height
        settings = " ".join(f"{k}={v}" for k, v in env.items())
        self.run("new-session", "-d", "-s", "shot", "-x", str(width), "-y", str(height),
                 f"env TERM=xterm-256color LANG=C.UTF-8 {settings} {command}")
        self.run("set-option", "-g", "status", "off")
        self.run("resize-window", "-t", "shot", "-x", str(width), "-y", str(height), check=False)

    def run(self, *args, check=True):
        done = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args),
                              capture_output=True, text=True)
        if check and done.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args[:1])}: {done.stderr.strip()}")
        return done.stdout

    def keys(self, *keys):
        for key in keys:
            self.run("send-keys", "-t", "shot", key)
            time.sleep(0.08)

    def text(self):
        return self.run("capture-pane", "-p", "-t", "shot")

    def wait_for(self, needle, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if needle in self.text():
                return
            time.sleep(0.1)
        raise RuntimeError(f"timed out waiting for {needle!r}:\n{self.text()}")

    def capture(self):
        return self.run("capture-pane", "-p", "-e", "-t", "shot")

    def close(self):
        self.run("kill-server", check=False)


def emulate(ansi, width, height):
    import pyte

    screen = pyte.Screen(width, height)
    stream = pyte.Stream(screen)
    stream.feed("\r\n".join(ansi.rstrip("\n").split("\n")))
    return screen


def shoot(tchart, name, out, font, width, height, args, keys=(), wait="", command=None,
          settle=0.4):
    state = tempfile.mkdtemp(prefix="tchart-shots-")
    env = {"XDG_STATE_HOME": state, "XDG_CONFIG_HOME": state}
    shell = command or " ".join([tchart] + [quote(a) for a in args])
    tmux = Tmux(name, width, height, shell, env)
    try:
        if wait:
            tmux.wait_for(wait)
        for key in keys:
            if isinstance(key, tuple):  # ("wait", text)
                tmux.wait_for(key[1])
            else:
                tmux.keys(key)
        time.sleep(settle)
        screen = emulate(tmux.capture(), width, height)
        path = os.path.join(out, name + ".png")
        render_png(screen, path, font)
        print(f"{path}: {os.path.getsize(path) // 1024} KB")
    finally:
        tmux.close()
        shutil.rmtree(state, ignore_errors=True)


def quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tchart", default=os.path.join(REPO, ".build/debug/tchart"))
    parser.add_argument("--out", default=os.path.join(REPO, "docs"))
    parser.add_argument("--data", default=os.path.join(REPO, "..", "shared", "data"))
    parser.add_argument("--only", help="comma-separated screen names")
    parser.add_argument("--no-install", action="store_true",
                        help="skip (exit 0) when pyte or Pillow is missing instead of installing")
    options = parser.parse_args()
    ensure_packages(options.no_install)
    if shutil.which("tmux") is None:
        print("skipped: tmux is not installed")
        return
    tchart = os.path.abspath(options.tchart)
    os.makedirs(options.out, exist_ok=True)
    font = load_font()
    stage2 = os.path.join(options.data, "telegram-2019-stage2")
    have_stage2 = os.path.isdir(os.path.join(stage2, "1"))

    def chart(number, sample_chart):
        """The stage-2 chart `number`, else the sample with its chart set `sample_chart`."""
        if have_stage2:
            return [os.path.join(stage2, str(number))], []
        return [], ["Tab"] * (sample_chart - 1)

    common = ["--theme", "night", "--no-animation", "--fresh"]
    screens = {
        # The explorer on the bundled sample, the indicator a few samples back: the tooltip.
        "explorer": dict(width=100, height=30, args=common, keys=["h"] * 6, wait="? help"),
        "help": dict(width=100, height=30, args=common, keys=["?"], wait="? help"),
        "slider": dict(width=100, height=30, args=common,
                       keys=["s"] + ["Right"] * 12 + ["Tab"] + ["Left"] * 20, wait="? help"),
    }
    kinds = [("lines", 1, 1, []), ("two-axes", 2, 2, []), ("stacked-bars", 3, 3, []),
             ("bars", 4, 4, []), ("percentage", 5, 5, []), ("pie", 5, 5, ["Enter"]),
             ("split", 2, 2, ["v"])]
    for name, number, sample_chart, extra in kinds:
        files, tabs = chart(number, sample_chart)
        screens["kind-" + name] = dict(width=90, height=26, args=files + common,
                                       keys=tabs + ["h"] * 4 + extra, wait="? help")
    pick = (f"bash --norc --noprofile -c \"printf '$ tchart pick --min 0 --max 2000000 "
            f"--step 10000 --format price --label Price\\n'; {quote(tchart)} pick --min 0 "
            f"--max 2000000 --step 10000 --format price --label Price --lower 300000 "
            f"--upper 1250000\"")
    screens["pick"] = dict(width=80, height=8, args=[], command=pick, keys=["Right"] * 5,
                           wait="Esc cancel")
    only = set(options.only.split(",")) if options.only else None
    for name, spec in screens.items():
        if only and name not in only:
            continue
        shoot(tchart, name, options.out, font, spec["width"], spec["height"], spec["args"],
              keys=spec.get("keys", ()), wait=spec.get("wait", ""), command=spec.get("command"))


if __name__ == "__main__":
    main()
