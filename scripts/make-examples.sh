#!/usr/bin/env bash
# Writes corpus/<emulator>/: one small runnable example per emulator, made by `rvkit new` from the project's
# own synthetic forcing file (corpus/forcing/tiny-daily.nc) with the reference library's Salmon River
# parameter values. test/emulators/examples.test.ts checks that the committed files are what this writes.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json
for emulator in $(node -e "import('./dist/src/emulators/catalogue.js').then(m => console.log(Object.keys(m.EMULATORS).join(' ')))"); do
  dir="corpus/$(echo "$emulator" | tr '[:upper:]' '[:lower:]')"
  node dist/src/cli/main.js new "$emulator" "$dir" --forcing corpus/forcing/tiny-daily.nc --area 250 --force
done
