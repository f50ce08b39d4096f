# Sourced by ./run and .ci/run. Puts Node 24 on PATH (from the npm registry,
# into .cache/node, when the system's Node is older), installs the packages
# from the lockfile when they are missing or stale, and offers
# provision_chromium and provision_nginx for the browser tests.

required_node_major=$(tr -dc '0-9' < .nvmrc)

node_major() {
  command -v node > /dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' || echo 0
}

provision_node() {
  if [ "$(node_major)" -ge "$required_node_major" ]; then return; fi
  local dir="$PWD/.cache/node"
  if [ ! -x "$dir/bin/node" ]; then
    local os arch
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "Install Node $required_node_major yourself on this system." >&2; return 1 ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "Install Node $required_node_major yourself on this CPU." >&2; return 1 ;; esac
    echo "Node $(node -v 2>/dev/null || echo 'is missing and') is older than $required_node_major: fetching node-$os-$arch@$required_node_major from the npm registry..."
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-$os-$arch@$required_node_major" > /dev/null)
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  echo "Using Node $(node -v) from $dir"
}

provision_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
}

provision_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] || command -v chromium > /dev/null 2>&1 || command -v chromium-browser > /dev/null 2>&1; then return; fi
  if [ -d "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "No Chromium found: installing Debian's chromium package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
  else
    echo "No Chromium found for the browser tests. Install one: 'sudo apt-get install chromium' on Debian or Ubuntu," >&2
    echo "or 'npx playwright install chromium' where downloads are allowed, or set CHROMIUM_PATH." >&2
  fi
}

provision_node
provision_packages

# The host config is tested on real nginx: Debian's nginx-light, the smallest
# build with gzip_static. The tests start it as their own process (never as a
# service), so the package's own service is not needed.
provision_nginx() {
  if command -v nginx > /dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "No nginx found: installing Debian's nginx-light package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light > /dev/null
  else
    echo "No nginx found for the host-config tests. Install one: 'sudo apt-get install nginx-light' on Debian or Ubuntu." >&2
  fi
}
