#!/bin/sh
# Back up the shop's PostgreSQL database: deploy/backup.sh DIRECTORY [KEEP]
# Writes DIRECTORY/voltcart-YYYYmmddTHHMMSSZ.dump (pg_dump's custom format: compressed, restored with
# deploy/restore.sh or pg_restore) and keeps the newest KEEP dumps (default 14). DATABASE_URL names the database
# (/etc/voltcart/env). Back up MEDIA_ROOT (the photos) beside it, e.g. rsync -a /var/lib/voltcart/media/ DEST.
set -eu
directory=${1:?usage: deploy/backup.sh DIRECTORY [KEEP]}
keep=${2:-14}
: "${DATABASE_URL:?DATABASE_URL must name the database}"
mkdir -p "$directory"
target="$directory/voltcart-$(date -u +%Y%m%dT%H%M%SZ).dump"
# --no-owner/--no-acl: the dump restores into a database owned by whoever restores it.
pg_dump --format=custom --no-owner --no-acl --file="$target.partial" "$DATABASE_URL"
mv "$target.partial" "$target"
echo "$target"
# Keep the newest $keep dumps.
ls -1t "$directory"/voltcart-*.dump | tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$old"; done
