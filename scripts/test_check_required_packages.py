import json
from pathlib import Path

from check_required_packages import main, missing_packages

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENTS = (ROOT / "requirements.txt").read_text()
PACKAGE_JSON = (ROOT / "package.json").read_text()


def without_npm(name):
    manifest = json.loads(PACKAGE_JSON)
    for section in ("dependencies", "devDependencies"):
        manifest.get(section, {}).pop(name, None)
    return json.dumps(manifest)


def test_the_project_has_every_required_package():
    assert missing_packages(REQUIREMENTS, PACKAGE_JSON) == []
    assert main() == 0


def test_a_dropped_python_package_is_named():
    requirements = "\n".join(line for line in REQUIREMENTS.splitlines() if not line.startswith("psycopg"))
    assert missing_packages(requirements, PACKAGE_JSON) == ["python: psycopg"]


def test_python_names_match_whatever_their_case_extras_or_version():
    requirements = REQUIREMENTS.replace("Django==", "django==").replace("factory-boy==", "factory_boy>=")
    assert missing_packages(requirements, PACKAGE_JSON) == []


def test_a_comment_is_not_a_dependency():
    requirements = "\n".join(line for line in REQUIREMENTS.splitlines() if not line.startswith("gunicorn"))
    assert missing_packages(requirements + "\n# gunicorn==1.0", PACKAGE_JSON) == ["python: gunicorn"]


def test_a_dropped_npm_package_is_named():
    assert missing_packages(REQUIREMENTS, without_npm("react-router-dom")) == ["npm: react-router-dom or react-router"]
    assert missing_packages(REQUIREMENTS, without_npm("@testing-library/react")) == ["npm: @testing-library/react"]


def test_react_router_under_its_other_name_is_enough():
    manifest = json.loads(without_npm("react-router-dom"))
    manifest["dependencies"]["react-router"] = "7.18.5"
    assert missing_packages(REQUIREMENTS, json.dumps(manifest)) == []
