#!/usr/bin/env python3
"""Measures lossless inter-frame codecs for goldens on one run's frames (a reel output folder or its frames/).

Usage: scripts/measure-golden-codecs.py RUN_FOLDER [--limit N] [--only NAME,...]

For every candidate it prints the file size against the PNG frames, the encode time, the time to decode every frame
to 8-bit RGB, and whether every decoded frame's RGB bytes equal the PNG's (decoded by ffmpeg's PNG decoder). The
frames reel writes are 8-bit RGB PNGs without alpha, so RGB equality is the whole check.
"""

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import time

CANDIDATES = {
    "x264rgb-qp0": (
        "mkv",
        ["-c:v", "libx264rgb", "-qp", "0", "-preset", "medium", "-pix_fmt", "rgb24", "-threads", "2"],
    ),
    "x264rgb-qp0-veryfast": (
        "mkv",
        ["-c:v", "libx264rgb", "-qp", "0", "-preset", "veryfast", "-pix_fmt", "rgb24", "-threads", "2"],
    ),
    "vp9-lossless-gbrp": (
        "webm",
        ["-c:v", "libvpx-vp9", "-lossless", "1", "-pix_fmt", "gbrp", "-deadline", "good", "-cpu-used", "4",
         "-row-mt", "1", "-threads", "2"],
    ),
    "av1-aom-lossless-gbrp": (
        "mkv",
        ["-c:v", "libaom-av1", "-aom-params", "lossless=1", "-pix_fmt", "gbrp", "-cpu-used", "6", "-row-mt", "1",
         "-threads", "2"],
    ),
    "webp-anim-lossless": (
        "webp",
        ["-c:v", "libwebp_anim", "-lossless", "1", "-compression_level", "4", "-loop", "0"],
    ),
}


def frames_folder(path):
    sub = os.path.join(path, "frames")
    return sub if os.path.isdir(sub) else path


def rgb_frames(args, width, height):
    """Decodes with ffmpeg to rgb24 and returns (seconds, [sha256 per frame]) or (seconds, error)."""
    start = time.monotonic()
    result = subprocess.run(
        ["ffmpeg", "-nostdin", "-loglevel", "error"] + args + ["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        return seconds, result.stderr.decode().strip().splitlines()[-1:]
    size = width * height * 3
    data = result.stdout
    return seconds, [hashlib.sha256(data[i:i + size]).hexdigest() for i in range(0, len(data), size)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("run")
    parser.add_argument("--limit", type=int, default=0, help="only the first N frames")
    parser.add_argument("--only", default="", help="comma-separated candidate names")
    options = parser.parse_args()
    folder = frames_folder(options.run)
    names = sorted(n for n in os.listdir(folder) if n.startswith("frame-") and n.endswith(".png"))
    if options.limit:
        names = names[:options.limit]
    png_bytes = sum(os.path.getsize(os.path.join(folder, n)) for n in names)
    probe = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,pix_fmt",
         "-of", "csv=p=0", os.path.join(folder, names[0])], capture_output=True, text=True, check=True)
    width, height, pix_fmt = probe.stdout.strip().split(",")
    width, height = int(width), int(height)
    source = ["-framerate", "60", "-start_number", "0", "-i", os.path.join(folder, "frame-%05d.png")]
    if options.limit:
        source += ["-frames:v", str(options.limit)]
    _, reference = rgb_frames(source, width, height)
    print(f"{options.run}: {len(names)} frames {width}x{height} {pix_fmt}, PNG {png_bytes / 1e6:.1f} MB")
    print("| candidate | size MB | vs PNG | encode s | decode all s | frames equal |")
    print("|---|---:|---:|---:|---:|---|")
    wanted = [n for n in options.only.split(",") if n] or list(CANDIDATES)
    with tempfile.TemporaryDirectory() as temp:
        for name in wanted:
            extension, codec = CANDIDATES[name]
            out = os.path.join(temp, f"{name}.{extension}")
            start = time.monotonic()
            encoded = subprocess.run(
                ["ffmpeg", "-nostdin", "-loglevel", "error", "-y"] + source + codec
                + ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", out],
                stderr=subprocess.PIPE)
            encode = time.monotonic() - start
            if encoded.returncode != 0:
                print(f"| {name} | - | - | - | - | encoder failed: {encoded.stderr.decode().strip()[-120:]} |")
                continue
            size = os.path.getsize(out)
            decode, hashes = rgb_frames(["-i", out], width, height)
            if hashes and len(hashes[0]) != 64:
                equal = f"decoder failed: {hashes[0][:100]}"
            else:
                same = sum(1 for a, b in zip(hashes, reference) if a == b)
                equal = f"{same}/{len(reference)}" + ("" if len(hashes) == len(reference) else f" ({len(hashes)} out)")
            print(f"| {name} | {size / 1e6:.2f} | {png_bytes / size:.1f}x | {encode:.1f} | {decode:.2f} | {equal} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
