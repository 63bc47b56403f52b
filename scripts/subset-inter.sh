#!/bin/sh
# Makes apps/web/app/fonts/inter-latin-wght-400-900.woff2 from @fontsource-variable/inter's Latin
# file (decision 032): the weight axis cut to 400-900 (the lightest weight the app draws is 400)
# and the OpenType features the app never asks for (fractions, numerators, denominators,
# proportional figures) left out; the characters of the package's Latin face (its unicode-range
# in index.css; the file holds a few more, which that range never lets the browser use). Run it
# again after updating the package.
# Needs fonttools with brotli (Debian: apt-get install fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=apps/web/app/fonts/inter-latin-wght-400-900.woff2
range=$(sed -n '/inter-latin-wght-normal.woff2/,/unicode-range/s/.*unicode-range: *\(.*\);/\1/p' \
  node_modules/@fontsource-variable/inter/index.css)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer --quiet "$source" wght=400:900 -o "$work/inter.ttf"
pyftsubset "$work/inter.ttf" --unicodes="$range" \
  --layout-features='calt,ccmp,locl,kern,mark,mkmk,tnum' \
  --flavor=woff2 --output-file="$target"
echo "$target: $(wc -c < "$target") bytes (from $(wc -c < "$source"))"
