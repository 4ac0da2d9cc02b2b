"""An import's rows checked by the staff product form's own rules and messages (ProductInputSerializer), and a
refusal of the catalogue's rules named by the file's columns: the row form catalog.product_import is given."""

from rest_framework.exceptions import ValidationError

from core.api_errors import body_errors
from core.fields import is_site_path_or_web_url

from .categories import MAX_EXTRA_IMAGES
from .models import Product
from .serializers.inputs import ProductInputSerializer

MAX_IMAGE_URL = Product._meta.get_field("image_url").max_length
INVALID_EXTRA_IMAGE = "Each extra image must be a URL starting with http://, https:// or /"


def _messages(detail) -> list[str]:
    """The sentences of a serializer error, however nested (a list item's, a map value's)."""
    if isinstance(detail, dict):
        return [message for value in detail.values() for message in _messages(value)]
    if isinstance(detail, list):
        return [message for value in detail for message in _messages(value)]
    return [str(detail)]


def _extra_images_errors(urls: list[str]) -> list[str]:
    if len(urls) > MAX_EXTRA_IMAGES:
        return [f"At most {MAX_EXTRA_IMAGES} extra images"]
    if any(len(url) > MAX_IMAGE_URL or not is_site_path_or_web_url(url) for url in urls):
        return [INVALID_EXTRA_IMAGE]
    return []


class ProductRowForm:
    """The product form for new products and, partial, for stored ones, each built once: a form's fields are
    copied from the class for every instance, which was two thirds of checking a row."""

    def __init__(self):
        self.new, self.stored = ProductInputSerializer(), ProductInputSerializer(partial=True)

    def check(self, body: dict, stored: Product | None) -> tuple[dict, list[tuple[str, list[str]]]]:
        """(the model-field values, []) or ({}, [(column, messages)]): the form's rules, and those of the extra
        images (the form leaves them to the image endpoints)."""
        try:
            values, problems = (self.new if stored is None else self.stored).run_validation(body), []
        except ValidationError as error:
            values, problems = {}, [(column, _messages(detail)) for column, detail in error.detail.items()]
        extra_images = body.get("imageUrls")
        if extra_images is not None:
            problems += [("imageUrls", messages)] if (messages := _extra_images_errors(extra_images)) else []
            values = {**values, "image_urls": extra_images}
        return ({}, problems) if problems else (values, [])

    def columns(self, errors: dict[str, list[str]]) -> list[tuple[str, list[str]]]:
        """A refusal's messages, keyed by the product's fields (catalog.services.product_validate), as
        [(column, messages)]."""
        return list(body_errors(self.new, errors).items())
