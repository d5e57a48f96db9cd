import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Headers a proxy adds. A request with any of them came through one, so its socket address says nothing
// about who sent it (a reverse proxy on this machine would make every visitor look local).
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1; IPv4 written as IPv6 (::ffff:127.0.0.1) counts as IPv4. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && LOOPBACK.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A name that always means this machine. Any other Host on a loopback socket may be a page that rebound its
 * own name to 127.0.0.1 in a local browser (DNS rebinding) to read the outbox.
 */
function isLocalHostName(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * True only for a request made on this machine: the socket's own peer address (never `request.ip`, which
 * TRUST_PROXY lets a header decide) is loopback, no proxy header is present, and the Host names this machine.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const headers = request.raw.headers;
  if (PROXY_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress) && isLocalHostName(headers.host);
}
