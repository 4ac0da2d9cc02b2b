"""Pictures made in memory for the upload tests: photos with EXIF, GPS, comments and colour profiles, animated
GIFs, transparent PNGs, SVG, and decompression bombs that cost a few bytes (a PNG header claiming huge sides)."""

import io
import struct
import zlib

from PIL import ExifTags, Image

RED, BLUE = (255, 0, 0), (0, 0, 255)


def encode(image: Image.Image, fmt: str, **options) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def photo(width=400, height=300, color=RED, fmt="JPEG", **options) -> bytes:
    return encode(Image.new("RGB", (width, height), color), fmt, **options)


def two_halves(width=200, height=100) -> Image.Image:
    """Red on the left, blue on the right."""
    image = Image.new("RGB", (width, height), RED)
    image.paste(BLUE, (width // 2, 0, width, height))
    return image


def gps_exif(orientation=1) -> Image.Exif:
    exif = Image.Exif()
    exif[ExifTags.Base.Orientation] = orientation
    exif[ExifTags.Base.Make] = "Voltcam"
    exif[ExifTags.IFD.GPSInfo] = {
        ExifTags.GPS.GPSLatitudeRef: "N",
        ExifTags.GPS.GPSLatitude: (48.0, 51.0, 24.0),
        ExifTags.GPS.GPSLongitudeRef: "E",
        ExifTags.GPS.GPSLongitude: (2.0, 21.0, 3.0),
    }
    return exif


def animated_gif(colors=(RED, BLUE), size=(400, 300)) -> bytes:
    frames = [Image.new("RGB", size, color) for color in colors]
    return encode(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)


def transparent_png(width=700, height=500) -> bytes:
    image = Image.new("RGBA", (width, height), (*RED, 255))
    image.paste((0, 0, 0, 0), (0, 0, width // 2, height))
    return encode(image, "PNG")


SVG_WITH_SCRIPT = (
    b'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
    b'<script>fetch("/api/admin/me").then(r => r.text()).then(alert)</script>'
    b'<rect width="100" height="100" fill="red"/></svg>'
)


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_header_only(width: int, height: int) -> bytes:
    """A PNG of a few dozen bytes whose header says width x height: a decoder that believed it would allocate
    width x height x 3 bytes before finding that the data is missing."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", zlib.compress(b"\0" * 16))
        + _png_chunk(b"IEND", b"")
    )


# A minimal ICC v2 RGB profile (matrix and gamma curves), enough for LittleCMS.


def _s15(value: float) -> bytes:
    return struct.pack(">i", round(value * 65536))


def _xyz(x, y, z) -> bytes:
    return b"XYZ " + b"\0" * 4 + _s15(x) + _s15(y) + _s15(z)


def _curve(gamma: float) -> bytes:
    return b"curv" + b"\0" * 4 + struct.pack(">IH", 1, round(gamma * 256)) + b"\0\0"


def _desc(text: str) -> bytes:
    ascii_text = text.encode() + b"\0"
    return b"desc" + b"\0" * 4 + struct.pack(">I", len(ascii_text)) + ascii_text + b"\0" * 8 + b"\0" * 70


# sRGB's colorants (D50), as in its own profile.
SRGB_RED, SRGB_GREEN, SRGB_BLUE = (0.4361, 0.2225, 0.0139), (0.3851, 0.7169, 0.0971), (0.1431, 0.0606, 0.7141)


def rgb_profile(red, green, blue, gamma=2.2) -> bytes:
    tags = [
        (b"desc", _desc("Voltcart test RGB")),
        (b"cprt", b"text" + b"\0" * 4 + b"none\0"),
        (b"wtpt", _xyz(0.9642, 1.0, 0.8249)),
        (b"rXYZ", _xyz(*red)),
        (b"gXYZ", _xyz(*green)),
        (b"bXYZ", _xyz(*blue)),
        (b"rTRC", _curve(gamma)),
        (b"gTRC", _curve(gamma)),
        (b"bTRC", _curve(gamma)),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, body = struct.pack(">I", len(tags)), b""
    for signature, data in tags:
        data += b"\0" * (-len(data) % 4)
        table += signature + struct.pack(">II", offset + len(body), len(data))
        body += data
    header = (
        struct.pack(">I", offset + len(body))
        + b"\0" * 4
        + struct.pack(">I", 0x02100000)
        + b"mntrRGB XYZ "
        + b"\0" * 12
        + b"acsp"
        + b"\0" * 28
        + _s15(0.9642)
        + _s15(1.0)
        + _s15(0.8249)
        + b"\0" * 48
    )
    return header + table + body


# A profile whose red is sRGB's blue and whose blue is sRGB's red: its pure red is sRGB's pure blue.
SWAPPED_PROFILE = rgb_profile(SRGB_BLUE, SRGB_GREEN, SRGB_RED)
