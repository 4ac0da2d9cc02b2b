"""The storefront's checkout as a shopper fills it in, for the browser tests."""

import re

from playwright.sync_api import Page, expect


def open_checkout(page: Page):
    """Open the cart, then its checkout dialog; answers the dialog."""
    page.get_by_role("button", name=re.compile("^Shopping cart")).click()
    page.get_by_role("button", name="Proceed to Checkout").click()
    dialog = page.get_by_role("dialog", name="Checkout")
    expect(dialog).to_be_visible()
    return dialog


def fill_shopper(dialog):
    """Everything but the card itself: the shopper's details, the address and the cardholder's name."""
    for label, value in (
        ("Full Name", "Ada Lovelace"),
        ("Phone Number", "5551234567"),
        ("Street Address", "1 Main Street"),
        ("City", "Springfield"),
        ("ZIP Code", "12345"),
        ("Cardholder Name", "Ada Lovelace"),
    ):
        dialog.get_by_label(label).fill(value)


def fill_checkout(dialog, card_number: str):
    """The whole form with the shop's own card inputs, typed as a person types them (they format as they go)."""
    fill_shopper(dialog)
    dialog.get_by_label("Card Number").fill("")
    dialog.get_by_label("Card Number").press_sequentially(card_number)
    dialog.get_by_label("Expiry Date").fill("")
    dialog.get_by_label("Expiry Date").press_sequentially("1230")
    dialog.get_by_label("CVV").fill("123")
