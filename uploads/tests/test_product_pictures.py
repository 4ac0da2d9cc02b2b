"""Uploaded photos on products: the image calls that take a URL attach them, product answers list their
renditions beside the URL strings, the extra images are reordered, and a photo no product holds any
more is deleted with its files when it is removed or its product deleted."""

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from uploads import services
from uploads.models import Upload

from .pictures import BLUE, RED, photo

pytestmark = pytest.mark.django_db

PASTED = "https://images.example.com/phone.jpg"
REORDER_REFUSAL = {
    "message": "The images must be the product's current images in a new order",
    "errors": {"imageUrls": ["The images must be the product's current images in a new order"]},
}


@pytest.fixture
def uploaded(upload):
    """Upload a photo as staff; answers the upload's 201 body."""

    def send(color=RED, width=1400, name="photo.jpg"):
        response = upload(photo(width, width * 3 // 4, color=color), name=name)
        assert response.status_code == 201, response.content
        return response.json()

    return send


def files_of(answer) -> list[str]:
    return [url.removeprefix("/media/") for url in [answer["url"], *answer["renditions"].values()]]


def stored(storage, answer) -> list[bool]:
    return [storage.exists(name) for name in files_of(answer)]


def add_image(client, product, url):
    return client.post(f"/api/products/{product.pk}/images", {"imageURL": url}, format="json")


def set_main(client, product, url):
    return client.put(f"/api/products/{product.pk}/image", {"imageURL": url}, format="json")


def reorder(client, product, body):
    return client.put(f"/api/products/{product.pk}/images", body, format="json")


def test_the_url_calls_attach_an_upload_and_answers_list_its_renditions(staff_client, api_client, uploaded, clock):
    main, extra = uploaded(RED), uploaded(BLUE, width=500)
    product = ProductFactory(image_urls=[PASTED])

    assert set_main(staff_client, product, main["url"]).status_code == 200
    response = add_image(staff_client, product, extra["url"])

    assert response.status_code == 200
    answer = response.json()
    assert answer["imageUrl"] == main["url"]
    assert answer["imageUrls"] == [PASTED, extra["url"]]
    assert answer["imageRenditions"] == {
        main["url"]: main["renditions"],
        extra["url"]: {"320": extra["renditions"]["320"]},
    }
    assert list(answer["imageRenditions"][main["url"]]) == ["320", "640", "1280"]
    # Shoppers read the same, from the public answers.
    public = api_client.get(f"/api/products/{product.pk}").json()
    assert public["imageRenditions"] == answer["imageRenditions"]
    listed = api_client.get("/api/products").json()
    assert [row["imageRenditions"] for row in listed] == [answer["imageRenditions"]]
    # Attached: the sweep leaves them alone.
    clock.advance(days=2)
    assert services.uploads_unattached_sweep() == 0
    assert Upload.objects.filter(attached_at__isnull=False).count() == 2


def test_a_product_of_pasted_urls_has_no_renditions(staff_client):
    product = ProductFactory()

    answer = add_image(staff_client, product, PASTED).json()

    assert answer["imageRenditions"] == {}
    assert answer["imageUrls"] == [PASTED]


def test_creating_a_product_with_an_uploaded_main_picture_attaches_it(staff_client, uploaded, clock):
    main = uploaded()
    body = {
        "name": "Pixel Test",
        "description": "A phone.",
        "price": "499.00",
        "category": "Smartphones",
        "brand": "Acme",
        "model": "PT-1",
        "features": ["OLED"],
        "imageUrl": main["url"],
    }

    response = staff_client.post("/api/products", body, format="json")

    assert response.status_code == 201, response.content
    assert response.json()["imageRenditions"] == {main["url"]: main["renditions"]}
    clock.advance(days=2)
    assert services.uploads_unattached_sweep() == 0


def test_removing_an_uploaded_picture_deletes_its_files(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks
):
    kept, removed = uploaded(RED), uploaded(BLUE)
    product = ProductFactory()
    add_image(staff_client, product, kept["url"])
    add_image(staff_client, product, removed["url"])

    with django_capture_on_commit_callbacks(execute=True):
        response = staff_client.delete(f"/api/products/{product.pk}/images/1")

    assert response.status_code == 200
    assert response.json()["imageRenditions"] == {kept["url"]: kept["renditions"]}
    assert not any(stored(storage, removed))
    assert all(stored(storage, kept))
    assert list(Upload.objects.values_list("url", flat=True)) == [kept["url"]]


def test_replacing_an_uploaded_main_picture_deletes_the_old_one(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks
):
    old, new = uploaded(RED), uploaded(BLUE)
    product = ProductFactory()
    set_main(staff_client, product, old["url"])

    with django_capture_on_commit_callbacks(execute=True):
        answer = set_main(staff_client, product, new["url"]).json()

    assert answer["imageRenditions"] == {new["url"]: new["renditions"]}
    assert not any(stored(storage, old))
    assert all(stored(storage, new))


def test_a_picture_another_product_holds_is_kept(staff_client, uploaded, storage, django_capture_on_commit_callbacks):
    shared = uploaded()
    first, second = ProductFactory(), ProductFactory()
    add_image(staff_client, first, shared["url"])
    set_main(staff_client, second, shared["url"])

    with django_capture_on_commit_callbacks(execute=True):
        staff_client.delete(f"/api/products/{first.pk}/images/0")
        assert staff_client.delete(f"/api/products/{first.pk}").status_code == 204

    assert all(stored(storage, shared))
    assert api_answer(staff_client, second)["imageRenditions"] == {shared["url"]: shared["renditions"]}

    with django_capture_on_commit_callbacks(execute=True):
        assert staff_client.delete(f"/api/products/{second.pk}").status_code == 204

    assert not any(stored(storage, shared))
    assert not Upload.objects.exists()


def api_answer(client, product):
    return client.get(f"/api/products/{product.pk}").json()


def test_removing_one_of_two_copies_keeps_the_files(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks
):
    photo_answer = uploaded()
    product = ProductFactory()
    set_main(staff_client, product, photo_answer["url"])
    add_image(staff_client, product, photo_answer["url"])

    with django_capture_on_commit_callbacks(execute=True):
        answer = staff_client.delete(f"/api/products/{product.pk}/images/0").json()

    assert answer["imageRenditions"] == {photo_answer["url"]: photo_answer["renditions"]}
    assert all(stored(storage, photo_answer))


def test_deleting_a_product_deletes_its_uploaded_files(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks
):
    main, extra = uploaded(RED), uploaded(BLUE)
    product = ProductFactory(image_urls=[PASTED])
    set_main(staff_client, product, main["url"])
    add_image(staff_client, product, extra["url"])
    assert all(stored(storage, main) + stored(storage, extra))

    with django_capture_on_commit_callbacks(execute=True):
        response = staff_client.delete(f"/api/products/{product.pk}")

    assert response.status_code == 204
    assert not any(stored(storage, main) + stored(storage, extra))
    assert not Upload.objects.exists()
    assert not Product.objects.exists()


def test_a_deleted_uploads_url_cannot_be_attached_again(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks
):
    gone = uploaded()
    product = ProductFactory()
    add_image(staff_client, product, gone["url"])
    with django_capture_on_commit_callbacks(execute=True):
        staff_client.delete(f"/api/products/{product.pk}/images/0")

    response = add_image(staff_client, product, gone["url"])

    assert response.status_code == 400
    assert response.json() == {"message": "This photo is no longer stored: upload it again"}
    assert Product.objects.get().image_urls == []


def test_an_unused_upload_is_swept_after_a_day(uploaded, storage, clock):
    unused = uploaded()

    clock.advance(hours=24)
    assert services.uploads_unattached_sweep() == 1

    assert not any(stored(storage, unused))


# ---- reorder ----------------------------------------------------------------------------------------


def test_reordering_the_extra_images(staff_client, uploaded):
    photo_answer = uploaded()
    product = ProductFactory(image_urls=["/a.svg", "/b.svg"])
    add_image(staff_client, product, photo_answer["url"])

    response = reorder(staff_client, product, {"imageUrls": [photo_answer["url"], "/b.svg", "/a.svg"]})

    assert response.status_code == 200
    answer = response.json()
    assert answer["imageUrls"] == [photo_answer["url"], "/b.svg", "/a.svg"]
    assert answer["imageUrl"] == product.image_url
    assert answer["imageRenditions"] == {photo_answer["url"]: photo_answer["renditions"]}
    product.refresh_from_db()
    assert product.image_urls == [photo_answer["url"], "/b.svg", "/a.svg"]


def test_make_main_swaps_a_picture_with_the_main_one(staff_client, uploaded, storage):
    photo_answer = uploaded()
    product = ProductFactory(image_url="/main.svg", image_urls=["/a.svg"])
    add_image(staff_client, product, photo_answer["url"])

    response = reorder(staff_client, product, {"imageUrl": photo_answer["url"], "imageUrls": ["/a.svg", "/main.svg"]})

    assert response.status_code == 200
    answer = response.json()
    assert (answer["imageUrl"], answer["imageUrls"]) == (photo_answer["url"], ["/a.svg", "/main.svg"])
    assert answer["imageRenditions"] == {photo_answer["url"]: photo_answer["renditions"]}
    assert all(stored(storage, photo_answer))


@pytest.mark.parametrize(
    "body",
    [
        {"imageUrls": ["/a.svg", "/b.svg"]},  # one left out
        {"imageUrls": ["/a.svg", "/b.svg", "/c.svg", "/d.svg"]},  # one added
        {"imageUrls": ["/a.svg", "/a.svg", "/b.svg"]},  # one repeated instead of another
        {"imageUrls": ["/a.svg", "/b.svg", "/other.svg"]},  # one replaced
        {"imageUrls": ["/c.svg", "/b.svg", "/a.svg"], "imageUrl": "/a.svg"},  # main taken without giving it back
        {"imageUrls": ["/c.svg", "/b.svg", "/main.svg"], "imageUrl": "/elsewhere.svg"},
    ],
    ids=["missing", "added", "repeated", "replaced", "main-lost", "main-new"],
)
def test_anything_but_a_permutation_is_refused(staff_client, body):
    product = ProductFactory(image_url="/main.svg", image_urls=["/a.svg", "/b.svg", "/c.svg"])

    response = reorder(staff_client, product, body)

    assert response.status_code == 400
    assert response.json() == REORDER_REFUSAL
    product.refresh_from_db()
    assert (product.image_url, product.image_urls) == ("/main.svg", ["/a.svg", "/b.svg", "/c.svg"])


def test_duplicates_reorder_as_many_times_as_they_are_held(staff_client):
    product = ProductFactory(image_urls=["/a.svg", "/a.svg", "/b.svg"])

    assert reorder(staff_client, product, {"imageUrls": ["/a.svg", "/b.svg", "/a.svg"]}).status_code == 200
    assert reorder(staff_client, product, {"imageUrls": ["/a.svg", "/b.svg", "/b.svg"]}).status_code == 400


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({}, "imageUrls", "imageUrls must be the list of the product's image URLs"),
        ({"imageUrls": "/a.svg"}, "imageUrls", "imageUrls must be the list of the product's image URLs"),
        ({"imageUrls": None}, "imageUrls", "imageUrls must be the list of the product's image URLs"),
        ({"imageUrls": [1]}, "imageUrls.0", "Each image URL must be text"),
        ({"imageUrls": ["/a.svg"], "imageUrl": 7}, "imageUrl", "imageUrl must be one of the product's image URLs"),
    ],
)
def test_a_malformed_reorder_names_the_field(staff_client, body, field, message):
    product = ProductFactory(image_urls=["/a.svg"])

    response = reorder(staff_client, product, body)

    assert response.status_code == 400
    assert response.json()["errors"][field] == [message]


def test_reordering_a_missing_product_is_404(staff_client):
    response = staff_client.put("/api/products/31337/images", {"imageUrls": []}, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


def test_reordering_is_staff_only(api_client, customer_client):
    product = ProductFactory(image_urls=["/a.svg", "/b.svg"])
    body = {"imageUrls": ["/b.svg", "/a.svg"]}

    assert reorder(api_client, product, body).status_code == 401
    assert reorder(customer_client, product, body).status_code == 403
    product.refresh_from_db()
    assert product.image_urls == ["/a.svg", "/b.svg"]


def test_a_bulk_delete_deletes_the_uploaded_files_only_the_deleted_products_held(
    staff_client, uploaded, storage, django_capture_on_commit_callbacks, django_user_model
):
    from django.contrib.auth.models import Permission

    from conftest import make_client

    owner = django_user_model.objects.create_user("owner", password="s3cret-pass", is_staff=True)
    owner.user_permissions.set(Permission.objects.filter(codename__in=["change_product", "delete_product"]))
    only_theirs, shared = uploaded(RED), uploaded(BLUE)
    doomed, kept = ProductFactory(), ProductFactory()
    set_main(staff_client, doomed, only_theirs["url"])
    add_image(staff_client, doomed, shared["url"])
    add_image(staff_client, kept, shared["url"])

    with django_capture_on_commit_callbacks(execute=True):
        response = make_client(owner).post(
            "/api/admin/products/bulk", {"ids": [doomed.pk], "action": "delete"}, format="json"
        )

    assert response.json() == {"done": 1, "skipped": []}
    assert not any(stored(storage, only_theirs))
    assert all(stored(storage, shared))
    assert list(Upload.objects.values_list("url", flat=True)) == [shared["url"]]
