import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of Ting are believed about the client (`TRUST_PROXY`, see
 * docs/running-behind-a-proxy.md): none; a number of hops (the nearest `hops` addresses of the
 * connection and its `X-Forwarded-For` are proxies); or the proxies' own addresses and ranges. The
 * client is the right-most address of the chain that is not a trusted proxy: what the last trusted
 * proxy saw, whatever the client wrote into the header itself.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** Ranges by name, as Express and proxy-addr name them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAX_HOPS = 16;

const typeOf = (address: string): 'ipv4' | 'ipv6' | undefined => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
};

/** Adds one address or CIDR range to the list; false when it is neither. */
function addEntry(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const type = typeOf(address);
  if (!type || rest.length > 0) return false;
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** `TRUST_PROXY` as a setting, or what is wrong with it in words for the operator. */
export function parseTrustProxy(value: string | undefined): { trustProxy: TrustProxy } | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { trustProxy: false };
  if (text === 'true') {
    // `true` believed any X-Forwarded-For a client wrote. Treating it as one hop would guess the
    // topology: wrong behind a load balancer and a proxy (everyone counted as the proxy's address,
    // so one flood locks out all), and wrong when Ting is also reachable directly.
    return {
      problem:
        'TRUST_PROXY=true is not accepted: it let clients choose their own address. Set TRUST_PROXY to the ' +
        'number of proxies in front of Ting (TRUST_PROXY=1 behind one reverse proxy) or to their addresses ' +
        '(for example TRUST_PROXY=10.0.0.0/8,127.0.0.1); see docs/running-behind-a-proxy.md.',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) {
      return { problem: `TRUST_PROXY=${text}: a hop count is at most ${MAX_HOPS}.` };
    }
    return { trustProxy: { hops } };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const list = new BlockList();
  for (const entry of entries) {
    const ranges = NAMED_RANGES[entry.toLowerCase()] ?? [entry];
    if (!ranges.every((range) => addEntry(list, range))) {
      return {
        problem:
          `TRUST_PROXY: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or one of ` +
          `${Object.keys(NAMED_RANGES).join(', ')}; give a hop count (TRUST_PROXY=1) or the proxies' addresses.`,
      };
    }
  }
  return { trustProxy: { proxies: entries } };
}

/** Whether an address at `hop` (0: the connection's peer, then X-Forwarded-For right to left) is a trusted proxy. */
export type IsTrustedProxy = (address: string, hop: number) => boolean;

/** The setting as Fastify's `trustProxy` (a function, as proxy-addr calls it), or false. */
export function trustProxyFunction(trustProxy: TrustProxy): IsTrustedProxy | false {
  if (trustProxy === false) return false;
  if ('hops' in trustProxy) {
    const { hops } = trustProxy;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of trustProxy.proxies) {
    for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) addEntry(list, range);
  }
  return (address) => {
    const type = typeOf(address);
    return type !== undefined && list.check(address, type);
  };
}

const FORWARDED_HOST_HEADERS = new Set(['forwarded', 'x-forwarded-host', 'x-forwarded-proto']);

/**
 * Drops the forwarded host and protocol headers from a request whose peer is not a trusted proxy,
 * so a handler outside Fastify (tus, which builds an upload's `Location` from them) believes them
 * exactly when Fastify's `request.host` and `request.protocol` would.
 */
export function dropUntrustedForwarding(trustProxy: TrustProxy): (request: IncomingMessage) => void {
  const isTrusted = trustProxyFunction(trustProxy);
  return (request) => {
    const peer = request.socket?.remoteAddress;
    if (isTrusted && peer !== undefined && isTrusted(peer, 0)) return;
    for (const name of FORWARDED_HOST_HEADERS) delete request.headers[name];
    const raw = request.rawHeaders;
    const kept: string[] = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const name = raw[index] ?? '';
      if (!FORWARDED_HOST_HEADERS.has(name.toLowerCase())) kept.push(name, raw[index + 1] ?? '');
    }
    request.rawHeaders = kept;
  };
}
