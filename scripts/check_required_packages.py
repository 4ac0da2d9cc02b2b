#!/usr/bin/env python3
"""Fails, naming each one, when one of the project's required packages is no longer a dependency (`make lint`).

The packages listed here are the stack the project was commissioned with: not ours to trade for a lighter
alternative (decision 0012).
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

REQUIRED_PYTHON = (
    "Django",
    "djangorestframework",
    "django-vite",
    "django-cors-headers",
    "psycopg",
    "gunicorn",
    "whitenoise",
    "pytest-django",
    "factory-boy",
)
# Each entry is satisfied by any one of its names (React Router's declarative mode ships under both).
REQUIRED_NPM = (
    ("react",),
    ("react-dom",),
    ("react-router-dom", "react-router"),
    ("swr",),
    ("formik",),
    ("yup",),
    ("vite",),
    ("@testing-library/react",),
)


def normalized(name):
    """PEP 503: case, `_`, `.` and `-` runs do not distinguish Python package names."""
    return re.sub(r"[-_.]+", "-", name).lower()


def python_requirements(text):
    """The names `requirements.txt` asks for (extras, versions, markers and comments left out)."""
    names = set()
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", line)
        if match and not line.startswith("-"):
            names.add(normalized(match.group(0)))
    return names


def missing_packages(requirements_text, package_json_text):
    """The required packages that are not dependencies, as "python: NAME" / "npm: NAME" lines."""
    python = python_requirements(requirements_text)
    manifest = json.loads(package_json_text)
    npm = {**manifest.get("dependencies", {}), **manifest.get("devDependencies", {})}
    missing = [f"python: {name}" for name in REQUIRED_PYTHON if normalized(name) not in python]
    missing += [f"npm: {' or '.join(names)}" for names in REQUIRED_NPM if not any(name in npm for name in names)]
    return missing


def main():
    missing = missing_packages((ROOT / "requirements.txt").read_text(), (ROOT / "package.json").read_text())
    for line in missing:
        print(f"A required package is no longer a dependency: {line}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
