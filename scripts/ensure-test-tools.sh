#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (browser downloads do not work here), check deploy/nginx.conf against
# Debian's nginx with its brotli module and run the Nu Html Checker (vnu.jar) on Debian's Java; the unit tests of the
# PostgreSQL message store start Debian's PostgreSQL server (they are skipped without it). Install whichever is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The pages' fallback face (drawn to Arial's metrics, as Inter's room) for a page drawn before Inter arrives.
[ -e /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
[ -x /usr/bin/java ] || missing+=(default-jre-headless)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing for the tests: ${missing[*]}"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
