"""The featured item form's messages, declared once: the serializer answers with them and `manage.py
export_constants` hands them to the staff app's schema, keyed by the body's field names."""

FEATURED_MESSAGES = {
    "productId": "Product is required",
    "title": "Title is required",
    "subtitle": "Subtitle is required",
    "buttonText": "Button text is required",
    "buttonLink": "Button link is required",
    "buttonLinkInvalid": 'Button link must be a site path starting with "/" or an http(s) URL',
}
