import pytest


@pytest.mark.parametrize("path", ["/", "/smartphones", "/product/1", "/admin", "/admin/orders", "/no/such/page"])
def test_every_non_api_path_renders_the_react_shell(client, path):
    response = client.get(path)

    assert response.status_code == 200
    html = response.content.decode()
    assert '<div id="root"></div>' in html
    assert 'type="module"' in html and "/static/assets/" in html
    # The SPA reads this cookie to send X-CSRFToken on writes.
    assert "csrftoken" in response.cookies


@pytest.mark.parametrize("path", ["/api", "/api/", "/api/nothing-here", "/api/products/1/unknown-action"])
def test_unknown_api_paths_answer_json_404_not_the_spa(client, path):
    response = client.get(path)

    assert response.status_code == 404
    assert response.json() == {"message": "Not found"}


def test_django_admin_is_served_by_django_not_the_spa(client):
    response = client.get("/django-admin/")

    assert response.status_code == 302
    assert response["Location"].startswith("/django-admin/login/")
