"""Studio-style product photos for the demo catalogue, drawn with Pillow (never downloaded): a few demo products
show a raster picture, uploaded through the same path as a staff member's photo, so its renditions, srcset and
immutable media are what a shopper meets in `make run`.

Each drawing is deterministic (no randomness, no clock), so the same Pillow gives the same JPEG bytes and seeding
again finds the upload stored the first time (uploads are keyed on their content's hash)."""

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFilter

WIDTH, HEIGHT = 1600, 1200
# Drawn at twice the size and scaled down: Pillow's shapes have no anti-aliasing of their own.
SCALE = 2
JPEG_QUALITY = 88

Colour = tuple[int, int, int]


def _gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> Image.Image:
    mask = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def _studio(top: Colour, bottom: Colour) -> Image.Image:
    """A seamless backdrop, lighter towards the floor the product stands on."""
    return _gradient((WIDTH * SCALE, HEIGHT * SCALE), top, bottom)


def _shadow(photo: Image.Image, box: tuple[int, int, int, int], strength: int = 120) -> None:
    """A soft contact shadow under the product."""
    mask = Image.new("L", photo.size, 0)
    ImageDraw.Draw(mask).ellipse(box, fill=strength)
    mask = mask.filter(ImageFilter.GaussianBlur(28 * SCALE))
    photo.paste(Image.new("RGB", photo.size, (40, 42, 48)), (0, 0), mask)


def _stage(wall: Colour, floor: Colour, *, shadow: tuple[int, int, int, int]):
    """A backdrop from `wall` to `floor` with a contact shadow in `shadow` (a box at 1600×1200), and a pen."""
    photo = _studio(wall, floor)
    _shadow(photo, tuple(side * SCALE for side in shadow))
    return photo, ImageDraw.Draw(photo)


def _screen(size: tuple[int, int], top: Colour, bottom: Colour) -> Image.Image:
    """A lit screen: a wallpaper gradient with a soft diagonal glow."""
    screen = _gradient(size, top, bottom)
    glow = Image.new("L", size, 0)
    ImageDraw.Draw(glow).ellipse((-size[0] // 2, -size[1] // 3, size[0], size[1] // 2), fill=90)
    glow = glow.filter(ImageFilter.GaussianBlur(size[0] // 8))
    screen.paste(Image.new("RGB", size, (255, 255, 255)), (0, 0), glow)
    return screen


def _rounded_paste(photo: Image.Image, picture: Image.Image, at: tuple[int, int], radius: int) -> None:
    mask = Image.new("L", picture.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, picture.width - 1, picture.height - 1), radius, fill=255)
    photo.paste(picture, at, mask)


def smartphone() -> Image.Image:
    s = SCALE
    photo, draw = _stage((226, 232, 240), (246, 248, 251), shadow=(560, 1020, 1040, 1090))
    body = (600 * s, 120 * s, 1000 * s, 1060 * s)
    draw.rounded_rectangle(body, 64 * s, fill=(58, 74, 66))
    draw.rounded_rectangle((608 * s, 128 * s, 992 * s, 1052 * s), 58 * s, fill=(24, 26, 30))
    for top, bottom in ((300, 380), (410, 470)):
        draw.rounded_rectangle((1000 * s, top * s, 1010 * s, bottom * s), 4 * s, fill=(74, 90, 82))
    _rounded_paste(photo, _screen((360 * s, 900 * s), (92, 60, 180), (20, 160, 170)), (620 * s, 140 * s), 46 * s)
    draw.ellipse((788 * s, 168 * s, 812 * s, 192 * s), fill=(12, 12, 14))
    for column, colour in enumerate(((250, 250, 250), (120, 220, 140), (255, 200, 80), (90, 160, 250))):
        left = 662 + column * 76
        draw.rounded_rectangle((left * s, 940 * s, (left + 56) * s, 996 * s), 16 * s, fill=colour)
    draw.text((800 * s, 340 * s), "10:09", fill=(255, 255, 255), font_size=96 * s, anchor="mm")
    return photo


def headphones() -> Image.Image:
    s = SCALE
    photo, draw = _stage((232, 228, 222), (250, 248, 245), shadow=(380, 1010, 1220, 1090))
    draw.arc((430 * s, 140 * s, 1170 * s, 900 * s), 180, 360, fill=(38, 38, 42), width=58 * s)
    draw.arc((452 * s, 162 * s, 1148 * s, 878 * s), 200, 340, fill=(70, 70, 76), width=10 * s)
    for left in (360, 980):
        draw.rounded_rectangle((left * s, 470 * s, (left + 260) * s, 1040 * s), 120 * s, fill=(30, 30, 34))
        draw.rounded_rectangle(
            ((left + 18) * s, 500 * s, (left + 242) * s, 1010 * s), 104 * s, fill=(48, 48, 54), outline=(62, 62, 68)
        )
    for left in (440, 1060):
        draw.rounded_rectangle((left * s, 380 * s, (left + 100) * s, 500 * s), 20 * s, fill=(56, 56, 60))
    draw.ellipse((1080 * s, 900 * s, 1100 * s, 920 * s), fill=(120, 200, 140))
    return photo


def laptop() -> Image.Image:
    s = SCALE
    photo, draw = _stage((220, 226, 234), (244, 246, 249), shadow=(200, 960, 1400, 1060))
    draw.rounded_rectangle((320 * s, 170 * s, 1280 * s, 820 * s), 30 * s, fill=(196, 200, 206))
    draw.rounded_rectangle((330 * s, 180 * s, 1270 * s, 810 * s), 24 * s, fill=(18, 18, 22))
    photo.paste(_screen((900 * s, 590 * s), (250, 140, 80), (120, 40, 150)), (350 * s, 200 * s))
    draw.polygon(
        [(300 * s, 820 * s), (1300 * s, 820 * s), (1420 * s, 990 * s), (180 * s, 990 * s)], fill=(206, 210, 216)
    )
    draw.polygon(
        [(330 * s, 836 * s), (1270 * s, 836 * s), (1360 * s, 950 * s), (240 * s, 950 * s)], fill=(186, 190, 197)
    )
    draw.rounded_rectangle((640 * s, 958 * s, 960 * s, 982 * s), 8 * s, fill=(170, 174, 181))
    draw.rectangle((180 * s, 990 * s, 1420 * s, 1004 * s), fill=(150, 154, 160))
    return photo


def smartwatch() -> Image.Image:
    s = SCALE
    photo, draw = _stage((214, 224, 230), (241, 245, 247), shadow=(600, 1040, 1000, 1100))
    draw.rounded_rectangle((670 * s, 60 * s, 930 * s, 1080 * s), 90 * s, fill=(84, 108, 124))
    for top in range(120, 1040, 60):
        if not 340 < top < 820:
            draw.line((700 * s, top * s, 900 * s, top * s), fill=(96, 122, 138), width=4 * s)
    draw.ellipse((540 * s, 330 * s, 1060 * s, 850 * s), fill=(200, 204, 210))
    draw.ellipse((560 * s, 350 * s, 1040 * s, 830 * s), fill=(14, 14, 18))
    draw.rounded_rectangle((1052 * s, 560 * s, 1090 * s, 620 * s), 12 * s, fill=(180, 184, 190))
    draw.arc((620 * s, 410 * s, 980 * s, 770 * s), 140, 400, fill=(90, 210, 160), width=22 * s)
    draw.text((800 * s, 590 * s), "10:09", fill=(255, 255, 255), font_size=86 * s, anchor="mm")
    return photo


@dataclass(frozen=True)
class DemoPhoto:
    # The demo product's key (demo/catalog_data.py).
    name: str
    model: str
    file_name: str
    draw: Callable[[], Image.Image]


DEMO_PHOTOS = (
    DemoPhoto("Galaxy S24", "SM-S921B", "galaxy-s24.jpg", smartphone),
    DemoPhoto("WH-1000XM5", "WH1000XM5/B", "wh-1000xm5.jpg", headphones),
    DemoPhoto("XPS 13", "9340", "xps-13.jpg", laptop),
    DemoPhoto("Pixel Watch 2", "GQF4C", "pixel-watch-2.jpg", smartwatch),
)


@cache  # drawn once per process: the e2e tests seed the catalogue for every test
def photo_jpeg(photo: DemoPhoto) -> bytes:
    """The photo as JPEG bytes, WIDTH × HEIGHT."""
    image = photo.draw().resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=JPEG_QUALITY, optimize=True)
    return buffer.getvalue()
