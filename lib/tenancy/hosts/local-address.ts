/**
 * Local hosts (localhost, an IP address of this machine or of a private network): loopback, private
 * and link-local ranges. Pure, so the middleware and the browser can both use it.
 */
export function isLocalHostname(hostname: string): boolean {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  const v4 = parseIPv4(hostname);
  if (v4) return isLocalIPv4(v4);
  if (hostname.includes(":")) return isLocalIPv6(hostname);
  return false;
}

export function isIpLiteral(hostname: string): boolean {
  return parseIPv4(hostname) !== undefined || hostname.includes(":");
}

function parseIPv4(hostname: string): [number, number, number, number] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return undefined;
  return parts as [number, number, number, number];
}

function isLocalIPv4([a, b]: [number, number, number, number]): boolean {
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isLocalIPv6(hostname: string): boolean {
  const address = hostname.toLowerCase();
  if (address === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return isLocalHostname(mapped[1]);
  return /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address);
}
