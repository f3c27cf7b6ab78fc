#!/usr/bin/env bash
# Installs the Debian packages reel builds and runs with, skipping those already present.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev
  libfreetype-dev
  libcurl4-openssl-dev
  libdeflate-dev
  libpng-dev
  libxxhash-dev
  libturbojpeg0-dev
  libwebp-dev
  libimagequant-dev
  ffmpeg
  fonts-dejavu-core
  fonts-inter
  fonts-material-design-icons-iconfont
)
packages+=("$@")

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
