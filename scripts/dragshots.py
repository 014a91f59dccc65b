#!/usr/bin/env python3
"""A drag from the Parts list onto the chassis, step by step, from the real app with real X input.

Starts the app (its own settings and database) on an X display, drags a card from the Parts list onto the
chassis with xdotool and saves docs/screenshots/drag-1-pick.png (the card picked in Parts), drag-2-targets.png
(dragging: the ghost and the green connectors), drag-3-refused.png (over a place it cannot go: the reason at
the cursor) and drag-4-dropped.png (the card dropped). scripts/screenshots.sh runs it under Xvfb.

The chassis targets are found in each screenshot by their colours, read from ui/chassis/chassiscolours.h,
so a new chassis drawing needs no new coordinates. The Parts list is found where the default layout puts it
in a 1600x1000 window (PARTS_SEARCH, PARTS_FIRST_ROW); the script checks that the row it clicked is
selected and says so if the layout has moved.

Usage: dragshots.py APP BUILD OUTDIR   (DISPLAY set; xdotool and ImageMagick's import and convert installed)
BUILD is an example; the drag starts from it with its first card only (the others taken out), so the card
dragged in has free connectors to go to and one it cannot (under the first card).
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

WINDOW = (1600, 1000)
PARTS_SEARCH = (101, 402)  # the Parts dock's search field in the default layout
PARTS_FIRST_ROW = (100, 452)  # the first row of its table
CROP = (0, 58, 1135, 572)  # x, y, width, height: the Build and Parts docks and the chassis view
QUERY = "3090 turbo"  # a 2-slot blower card: it fits beside the build's card, not under it
SELECTED_MIN_WIDTH = 150  # pixels: a selected row is a wide band of one dark colour


def sh(*args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw).stdout


def xdo(*args):
    sh("xdotool", *[str(a) for a in args])


def colours(header):
    """kValid and kInvalid as RGB tuples, from chassiscolours.h (the defaults if it no longer names them)."""
    text = open(header, encoding="utf-8").read()
    hexes = r"\(?\s*0x([0-9a-fA-F]{2}),\s*0x([0-9a-fA-F]{2}),\s*0x([0-9a-fA-F]{2})"

    def named(name, default):
        m = re.search(name + r"\s*" + hexes, text)
        return tuple(int(g, 16) for g in m.groups()) if m else default

    return named("kValid", (0x2E, 0x9D, 0x52)), named("kInvalid", (0xD6, 0x3B, 0x3B))


class Shot:
    """The screen's pixels (ImageMagick's import, then raw RGB through convert)."""

    def __init__(self, path):
        sh("import", "-window", "root", path)
        self.path = path
        w, h = sh("identify", "-format", "%w %h", path).split()
        self.w, self.h = int(w), int(h)
        self.rgb = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout

    def pixel(self, x, y):
        i = 3 * (y * self.w + x)
        return tuple(self.rgb[i : i + 3])

    def blobs(self, colour, tolerance=6, box=None, step=2):
        """Connected areas of one colour (sampled every `step` pixels), as (x0, y0, x1, y1, count), largest first."""
        x0, y0, x1, y1 = box or (0, 0, self.w, self.h)
        hits = set()
        for y in range(y0, y1, step):
            for x in range(x0, x1, step):
                p = self.pixel(x, y)
                if all(abs(p[i] - colour[i]) <= tolerance for i in range(3)):
                    hits.add((x, y))
        found = []
        while hits:
            stack = [hits.pop()]
            xs, ys = [], []
            while stack:
                x, y = stack.pop()
                xs.append(x)
                ys.append(y)
                for n in ((x + step, y), (x - step, y), (x, y + step), (x, y - step)):
                    if n in hits:
                        hits.remove(n)
                        stack.append(n)
            found.append((min(xs), min(ys), max(xs), max(ys), len(xs)))
        return sorted(found, key=lambda b: -b[4])

    def save_crop(self, out):
        x, y, w, h = CROP
        sh("convert", self.path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", out)
        print("wrote", out)


def centre(blob):
    return (blob[0] + blob[2]) // 2, (blob[1] + blob[3]) // 2


def glide(start, end, steps=12):
    """Moves the pointer in steps, as a hand does: Qt sees the drag move and updates its targets."""
    for i in range(1, steps + 1):
        xdo("mousemove", start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        time.sleep(0.04)
    time.sleep(0.6)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    app, build, outdir = sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    valid, invalid = colours(os.path.join(root, "ui/chassis/chassiscolours.h"))
    os.makedirs(outdir, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        with open(build, encoding="utf-8") as f:
            one = json.load(f)
        one["name"] = "One card: where does the next one go?"
        one["gpus"] = one["gpus"][:1]
        for gpu in one["gpus"]:
            gpu.pop("nvlinkWith", None)
        build = os.path.join(home, "one-card.rigbuild")
        with open(build, "w", encoding="utf-8") as f:
            json.dump(one, f, indent=2)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home + "/config", XDG_DATA_HOME=home + "/data",
                   RIGPLAN_DB=home + "/rigplan.sqlite")
        proc = subprocess.Popen([app, "--open", build, "--lang", "en"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            window = sh("xdotool", "search", "--sync", "--onlyvisible", "--pid", str(proc.pid)).split()[0]
            xdo("windowmove", window, 0, 0)
            xdo("windowsize", window, *WINDOW)
            time.sleep(1.5)
            shot_path = os.path.join(home, "shot.png")

            # 1. Pick the card in Parts: search, then select the first row.
            xdo("mousemove", *PARTS_SEARCH, "click", 1)
            time.sleep(0.3)
            xdo("type", "--delay", 30, QUERY)
            time.sleep(0.8)
            xdo("mousemove", *PARTS_FIRST_ROW, "click", 1)
            time.sleep(0.6)
            shot = Shot(shot_path)
            row = PARTS_FIRST_ROW
            # A selected row is a band of the selection colour: the commonest colour along the row, and not white.
            band = [shot.pixel(x, row[1] + 6) for x in range(0, 420)]
            selected = max(set(band), key=band.count)
            if min(selected) > 200 or band.count(selected) < SELECTED_MIN_WIDTH:
                shot.save_crop(os.path.join(outdir, "drag-failed.png"))
                sys.exit(f"dragshots: no selected row at {row} (commonest colour {selected}): the Parts list moved; adjust PARTS_* in {__file__}")
            shot.save_crop(os.path.join(outdir, "drag-1-pick.png"))

            # 2. Drag it over the chassis: the connectors it may go to turn green, the ghost follows.
            chassis = (CROP[0] + CROP[2] * 2 // 3, CROP[1] + CROP[3] // 3)
            xdo("mousedown", 1)
            glide(row, chassis, 20)
            shot = Shot(shot_path)
            view = (CROP[0] + 430, CROP[1], CROP[0] + CROP[2], CROP[1] + CROP[3])
            greens = [b for b in shot.blobs(valid, 6, view) if b[2] - b[0] > 2 * (b[3] - b[1]) and b[4] >= 20]
            if not greens:
                xdo("mouseup", 1)
                shot.save_crop(os.path.join(outdir, "drag-failed.png"))
                sys.exit("dragshots: no green connector while dragging (kValid in chassiscolours.h?)")
            greens.sort(key=lambda b: b[1])  # top to bottom
            target = centre(greens[1] if len(greens) > 1 else greens[0])
            glide(chassis, target)
            Shot(shot_path).save_crop(os.path.join(outdir, "drag-2-targets.png"))

            # 3. Over the card already in the build (slot 1, above the free connectors): its connectors lie
            # under it, so the drop is refused and the reason shows at the cursor. The card is found from the
            # green connectors, one slot pitch apart, not by its colour (the drawing shades and outlines it).
            if len(greens) >= 2:
                pitch = greens[1][1] - greens[0][1]
                over = (centre(greens[0])[0], centre(greens[0])[1] - 2 * pitch)
                glide(target, over)
                shot = Shot(shot_path)
                if not shot.blobs(invalid, 30, view):
                    print("dragshots: warning: no red (kInvalid) over the first card; is the drop refused?")
                shot.save_crop(os.path.join(outdir, "drag-3-refused.png"))
                glide(over, target)
            else:
                print("dragshots: warning: fewer than two green connectors; drag-3-refused.png not made")

            # 4. Drop on the green connector.
            xdo("mouseup", 1)
            time.sleep(1.0)
            Shot(shot_path).save_crop(os.path.join(outdir, "drag-4-dropped.png"))
        finally:
            proc.terminate()
            proc.wait(timeout=10)


if __name__ == "__main__":
    main()
