#!/usr/bin/env bash
# Installs what the test suite needs beyond the build: Debian packages used as oracles or drivers
# (ImageMagick's compare, headless Chromium) and Python packages from PyPI (the pixelmatch port).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/install-deps.sh" imagemagick chromium

python_packages=(pixelmatch)
missing=()
for package in "${python_packages[@]}"; do
  python3 -c "import ${package}" 2>/dev/null || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-test-deps: pip installing ${missing[*]}"
  python3 -m pip install -q --disable-pip-version-check "${missing[@]}"
fi
