from decimal import Decimal

import factory

from catalog.models import Product


class ProductFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Product

    name = factory.Sequence(lambda n: f"Test Phone {n}")
    description = "A dependable device for everyday use."
    price = Decimal("499.00")
    category = "Smartphones"
    subcategory = ""
    brand = "Acme"
    model = factory.Sequence(lambda n: f"AC-{n}")
    features = factory.LazyFunction(lambda: ["Fast charging", "OLED display"])
    specifications = factory.LazyFunction(lambda: {"Storage": "128 GB"})
    image_url = "/static/products/smartphones.svg"
    stock = 10
    is_active = True
