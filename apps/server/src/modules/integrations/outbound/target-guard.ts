import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Networks an integration never calls unless the operator allows them: what a request forged through a webhook
 * URL could reach inside the server's own network (the machine itself, the private LAN, the cloud's metadata
 * service on link-local), and addresses that are no destination at all.
 */
const REFUSED_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const REFUSED_V6 = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const;

export class RefusedTarget extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is a private, loopback or link-local address`);
  }
}

/**
 * Decides whether an integration may call an address: refused networks, minus the networks the operator allowed
 * (OUTBOUND_ALLOWED_NETWORKS). Every address a host resolves to is checked, and the connection goes to a checked
 * one (the lookup below), so a name that resolves differently the second time cannot slip past.
 */
export class TargetGuard {
  readonly #refused = new BlockList();
  readonly #allowed = new BlockList();

  constructor(allowedNetworks: readonly string[]) {
    for (const [network, prefix] of REFUSED_V4) this.#refused.addSubnet(network, prefix, 'ipv4');
    for (const [network, prefix] of REFUSED_V6) this.#refused.addSubnet(network, prefix, 'ipv6');
    for (const cidr of allowedNetworks) {
      const [network = '', prefix = ''] = cidr.split('/');
      const family = isIP(network);
      if (family === 0) throw new Error(`OUTBOUND_ALLOWED_NETWORKS: ${cidr} is not a network`);
      this.#allowed.addSubnet(network, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  /** Whether the server may connect to this IP address. */
  isAllowed(address: string): boolean {
    const v4 = mappedIpv4(address);
    const family = v4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const plain = v4 ?? address;
    if (this.#allowed.check(plain, family)) return true;
    return !this.#refused.check(plain, family);
  }

  /** Throw RefusedTarget unless every address of the URL's host may be called (for a clear answer on save). */
  async checkUrl(url: URL): Promise<void> {
    const host = hostOf(url);
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    for (const address of addresses) if (!this.isAllowed(address)) throw new RefusedTarget(address);
  }

  /** A DNS lookup for http.request that answers only checked addresses (an IP literal is checked by checkUrl). */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }).then(
      (addresses) => {
        const refused = addresses.find((a) => !this.isAllowed(a.address));
        if (refused) return callback(new RefusedTarget(refused.address), '', 4);
        const first = addresses[0];
        if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
        if (options.all) return (callback as AllCallback)(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

type AllCallback = (error: null, addresses: { address: string; family: number }[]) => void;

/** The URL's host as an address or name (an IPv6 literal loses its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1), which connects to the IPv4 host. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match?.[1]) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
