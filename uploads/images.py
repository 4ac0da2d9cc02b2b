"""A staff member's photo made safe to publish: decoded by Pillow whatever its name or declared type says, then
re-encoded from its pixels alone (no EXIF, GPS, comments, XMP or colour profile survives), turned upright, in
sRGB, with WebP renditions for the storefront's srcset. Plain Pillow: storage and records are services.py's."""

import io
import logging
from dataclasses import dataclass

from PIL import Image, ImageCms, ImageOps

from core.errors import RuleViolation

logger = logging.getLogger(__name__)

MAX_BYTES = 10 * 1024 * 1024
MAX_PIXELS = 40_000_000
# WebP's own limit; a photo's sides within it keep every rendition (and the JPEG or PNG original) encodable.
MAX_SIDE = 16_383
RENDITION_WIDTHS = (320, 640, 1280)
ACCEPTED_FORMATS = ("JPEG", "PNG", "WEBP", "GIF")

TYPE_MESSAGE = "Upload a JPEG, PNG, WebP or GIF image"
DAMAGED_MESSAGE = "This image could not be read: it may be damaged or incomplete"
TOO_LARGE_MESSAGE = f"Images may be at most {MAX_BYTES // 2**20} MB"

# Pillow's own guard against decompression bombs agrees with ours: past MAX_PIXELS it warns, past twice that it
# refuses to open the file at all (DecompressionBombError) before decoding a pixel. Our explicit check below is
# what refuses in between.
Image.MAX_IMAGE_PIXELS = MAX_PIXELS

SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
# The colour space an embedded profile describes, and the image mode it applies to.
PROFILE_MODES = {"RGB": "RGB", "GRAY": "L", "CMYK": "CMYK"}


@dataclass(frozen=True)
class Encoded:
    data: bytes
    extension: str  # jpg, png or webp (uploads.storage.CONTENT_TYPES)
    width: int
    height: int


@dataclass(frozen=True)
class Processed:
    original: Encoded
    renditions: dict[int, Encoded]  # by width, only those no wider than the original


def refuse(message: str):
    return RuleViolation(message, {"file": [message]})


def image_process(data: bytes) -> Processed:
    """The original re-encoded (JPEG when opaque, PNG when any pixel is transparent) and a WebP per rendition
    width up to the original's. Raises RuleViolation (400, at `file`) for anything that is not a readable JPEG,
    PNG, WebP or GIF within the limits."""
    image = _decode(data)
    original = _encode(image, "png" if image.mode == "RGBA" else "jpg")
    renditions = {}
    for width in RENDITION_WIDTHS:
        if width <= image.width:
            height = max(1, round(image.height * width / image.width))
            smaller = image.resize((width, height), Image.Resampling.LANCZOS, reducing_gap=3.0)
            renditions[width] = _encode(smaller, "webp")
    return Processed(original, renditions)


def _decode(data: bytes) -> Image.Image:
    """The first frame, upright, in sRGB, as RGB or RGBA, with no metadata. Pillow meets untrusted bytes here,
    and a malformed file can make a decoder raise nearly anything: every failure is a refusal, never a 500."""
    try:
        image = Image.open(io.BytesIO(data), formats=ACCEPTED_FORMATS)
    except Image.UnidentifiedImageError:
        raise refuse(TYPE_MESSAGE) from None
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise _too_many_pixels() from None
    except Exception:
        logger.info("An upload's header could not be read", exc_info=True)
        raise refuse(DAMAGED_MESSAGE) from None
    width, height = image.size
    if width * height > MAX_PIXELS:
        raise _too_many_pixels(width * height)
    if max(width, height) > MAX_SIDE:
        raise refuse(f"Images may be at most {MAX_SIDE:,} pixels wide and tall")
    try:
        image.load()  # the first frame of an animated GIF or WebP
        ImageOps.exif_transpose(image, in_place=True)
        image = _srgb(image)
    except Exception:
        logger.info("An upload could not be decoded", exc_info=True)
        raise refuse(DAMAGED_MESSAGE) from None
    image.info = {}  # a JPEG comment or a PNG's profile would otherwise be written again
    return image


def _too_many_pixels(pixels: int | None = None) -> RuleViolation:
    megapixels = f" (this one has {pixels / 1_000_000:,.0f})" if pixels else ""
    return refuse(f"Images may have at most {MAX_PIXELS // 1_000_000} megapixels{megapixels}")


def _srgb(image: Image.Image) -> Image.Image:
    """RGB, or RGBA when some pixel is not fully opaque, converted from the embedded ICC profile to sRGB (when
    there is one that fits the pixels; otherwise they are taken as sRGB already, as browsers take them)."""
    profile = image.info.get("icc_profile")
    if image.mode in ("I", "I;16", "I;16B", "I;16L", "I;16N"):  # 16-bit grey PNG: scaled, a plain convert clips
        image = image.point(lambda value: value / 256).convert("L")
    if image.mode in ("1", "P", "PA") or "transparency" in image.info:
        transparent = image.mode == "PA" or "transparency" in image.info
        image = image.convert("RGBA" if transparent else ("L" if image.mode == "1" else "RGB"))
    alpha = None
    if image.mode in ("RGBA", "LA"):
        alpha = image.getchannel("A")
        image = image.convert(image.mode[:-1])
        if alpha.getextrema() == (255, 255):
            alpha = None  # an alpha channel that hides nothing: an opaque photo, kept as a JPEG
    image = _to_srgb(image, profile)
    if alpha is not None:
        image.putalpha(alpha)
    return image


def _to_srgb(image: Image.Image, profile: bytes | None) -> Image.Image:
    if profile:
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
            if PROFILE_MODES.get(source.profile.xcolor_space.strip()) == image.mode:
                return ImageCms.profileToProfile(image, source, SRGB, outputMode="RGB")
        except (ImageCms.PyCMSError, OSError, ValueError):
            logger.info("An upload's colour profile could not be used; its pixels are taken as sRGB", exc_info=True)
    return image.convert("RGB")


def _encode(image: Image.Image, extension: str) -> Encoded:
    out = io.BytesIO()
    if extension == "jpg":
        image.save(out, "JPEG", quality=90, optimize=True, progressive=True)
    elif extension == "png":
        image.save(out, "PNG", compress_level=6)
    else:
        image.save(out, "WEBP", quality=80, method=4)
    return Encoded(out.getvalue(), extension, image.width, image.height)
