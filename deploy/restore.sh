#!/bin/sh
# Restore a dump made by deploy/backup.sh into a database: deploy/restore.sh DUMP DATABASE_URL
# The database must exist and be empty (createdb -O voltcart voltcart_restored); stop the shop (systemctl stop
# voltcart voltcart-jobs) before restoring over the one it uses, and point DATABASE_URL at it afterwards.
# Then: manage.py migrate (a no-op unless the code is newer than the dump) and start the shop.
set -eu
dump=${1:?usage: deploy/restore.sh DUMP DATABASE_URL}
database=${2:?usage: deploy/restore.sh DUMP DATABASE_URL}
# One transaction: a failed restore leaves the database as it was. --no-owner/--no-acl as the dump was made.
pg_restore --single-transaction --exit-on-error --no-owner --no-acl --dbname="$database" "$dump"
