"""A PNG reader for the screenshots the tests look into (the suite's Python has no imaging
library): 8-bit RGB or RGBA, not interlaced, which is what weston-screenshooter writes.

`read(path)` gives an `Image`: its width, height, and `pixel(x, y)` as (r, g, b); `rows` holds
each row as bytes, `channels` bytes a pixel (3, or 4 with alpha).
"""

from __future__ import annotations

import struct
import zlib
from itertools import accumulate
from pathlib import Path

SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Image:
    def __init__(self, width: int, height: int, channels: int, rows: list[bytes]):
        self.width = width
        self.height = height
        self.channels = channels
        self.rows = rows

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        start = x * self.channels
        return tuple(self.rows[y][start:start + 3])


def read(path: Path) -> Image:
    data = Path(path).read_bytes()
    if not data.startswith(SIGNATURE):
        raise ValueError(f"{path} is not a PNG file")
    position, header, compressed = len(SIGNATURE), None, []
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length  # length, type, body, CRC
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path} has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA, not interlaced, is read "
                         f"(depth {depth}, colour type {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(compressed))
    stride = width * channels
    rows: list[bytes] = []
    previous = bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], raw[start + 1:start + 1 + stride]
        row = _unfilter(kind, line, previous, channels)
        rows.append(row)
        previous = row
    return Image(width, height, channels, rows)


def _unfilter(kind: int, line: bytes, previous: bytes, channels: int) -> bytes:
    if kind == 0:  # None
        return bytes(line)
    if kind == 1:  # Sub: each byte plus the one a pixel to its left, per channel a running sum
        row = bytearray(len(line))
        for channel in range(channels):
            row[channel::channels] = bytes(total & 0xFF for total in accumulate(line[channel::channels]))
        return bytes(row)
    if kind == 2:  # Up: each byte plus the one above, added in 16-bit lanes so the carries drop out
        return _add_bytes(line, previous)
    row = bytearray(line)
    if kind == 3:  # Average
        for i in range(len(row)):
            left = row[i - channels] if i >= channels else 0
            row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        return bytes(row)
    if kind == 4:  # Paeth
        for i in range(len(row)):
            if i >= channels:
                a, c = row[i - channels], previous[i - channels]
            else:
                a = c = 0
            b = previous[i]
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            row[i] = (row[i] + predictor) & 0xFF
        return bytes(row)
    raise ValueError(f"unknown PNG filter type {kind}")


def _add_bytes(first: bytes, second: bytes) -> bytes:
    """Byte by byte (first + second) mod 256, in C: each byte in a 16-bit lane of a big integer."""
    size = len(first)
    lanes_first, lanes_second = bytearray(2 * size), bytearray(2 * size)
    lanes_first[::2], lanes_second[::2] = first, second
    total = int.from_bytes(lanes_first, "little") + int.from_bytes(lanes_second, "little")
    return bytes(total.to_bytes(2 * size + 1, "little")[:2 * size:2])
