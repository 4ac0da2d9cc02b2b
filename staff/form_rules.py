"""The login form's messages, declared once: the serializer answers with them and `manage.py export_constants` hands
them to the SPA's login form, keyed by the body's field names."""

LOGIN_MESSAGES = {"username": "Username is required", "password": "Password is required"}
