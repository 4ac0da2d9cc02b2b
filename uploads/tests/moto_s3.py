"""moto's S3 server, started on a free port, for the tests of photos in a bucket (MEDIA_BUCKET_URL): this app's and
the two instances sharing one bucket (shop/tests/test_two_instances.py)."""

import contextlib
import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import boto3

from shop.tests.server_process import free_port, stop

MOTO_SERVER = Path(sys.executable).with_name("moto_server")
BUCKET = "voltcart-photos"
PUBLIC_READ = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{BUCKET}/*"}
    ],
}
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "test-key", "AWS_SECRET_ACCESS_KEY": "test-secret"}


@contextlib.contextmanager
def moto_s3_server():
    """Yield the endpoint of a moto S3 server of its own, stopped after the block."""
    port = free_port()
    process = subprocess.Popen(
        [str(MOTO_SERVER), "-H", "127.0.0.1", "-p", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{endpoint}/moto-api/", timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("moto_server did not start") from None
                time.sleep(0.2)
        yield endpoint
    finally:
        stop(process)


def public_bucket(endpoint: str):
    """BUCKET made at `endpoint`, readable by anyone as a deployment sets it (docs/configuration.md); answers boto3."""
    client = boto3.client(
        "s3",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )
    client.create_bucket(Bucket=BUCKET)
    client.put_bucket_policy(Bucket=BUCKET, Policy=json.dumps(PUBLIC_READ))
    return client


def media_bucket_url(endpoint: str) -> str:
    """The MEDIA_BUCKET_URL of BUCKET at `endpoint`."""
    return f"s3://{BUCKET}?endpoint_url={endpoint}&region=us-east-1&addressing_style=path"
