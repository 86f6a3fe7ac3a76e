import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'
import { isIP } from 'node:net'

type Address = ipaddr.IPv4 | ipaddr.IPv6
/** Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is believed. */
export type TrustedProxies = ReadonlyArray<[Address, number]>

/** `10.0.0.1, 192.168.0.0/16, ::1` → ranges; throws on anything that is not an address. */
export function parseTrustedProxies(list: string): TrustedProxies {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('/')) return parseRange(entry)
      const address = parseAddress(entry)
      if (!address) throw new Error(`"${entry}" is not an IP address or CIDR range`)
      return [address, address.kind() === 'ipv4' ? 32 : 128] as [Address, number]
    })
}

function parseRange(entry: string): [Address, number] {
  try {
    const [range, bits] = ipaddr.parseCIDR(entry)
    return [normalize(range), range.kind() === 'ipv6' && isMapped(range) ? bits - 96 : bits]
  } catch {
    throw new Error(`"${entry}" is not an IP address or CIDR range`)
  }
}

/** A dotted-quad IPv4 or an IPv6 address; IPv4-mapped IPv6 becomes IPv4. Else undefined. */
export function parseAddress(text: string | undefined): Address | undefined {
  const value = text?.trim() ?? ''
  // node:net's check is strict (dotted decimal IPv4 only) and does not throw on bad input.
  if (isIP(value) === 0) return undefined
  return normalize(ipaddr.parse(value))
}

function normalize(address: Address): Address {
  return isMapped(address) ? (address as ipaddr.IPv6).toIPv4Address() : address
}

function isMapped(address: Address): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
}

/** True when a peer address (as the socket gives it) is one of the trusted proxies. */
export function isTrustedProxy(peer: string, trusted: TrustedProxies): boolean {
  const address = parseAddress(peer)
  return address !== undefined && isTrusted(address, trusted)
}

function isTrusted(address: Address, trusted: TrustedProxies): boolean {
  return trusted.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  )
}

/**
 * The client a request comes from, as nginx's real_ip with `set_real_ip_from` and recursion:
 * when the peer is a trusted proxy, X-Forwarded-For is read from the right, skipping trusted
 * proxies; the first other address is the client. An entry that is not an IP address stops
 * the walk (it was written by the client, not by a proxy).
 */
export function resolveClient(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): Address | undefined {
  let client = parseAddress(peer)
  if (!client || !isTrusted(client, trusted) || !forwardedFor) return client
  const hops = forwardedFor.split(',').reverse()
  for (const hop of hops) {
    const address = parseAddress(hop)
    if (!address) break
    client = address
    if (!isTrusted(address, trusted)) break
  }
  return client
}

/** The key a client is counted under: an IPv4 address, or the /64 network of an IPv6 one. */
export function rateLimitKey(address: Address | undefined): string {
  if (!address) return 'unknown'
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}

export function clientKey(c: Context, trusted: TrustedProxies): string {
  return clientAddress(c, trusted).key
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded']

/**
 * The client's rate-limit key, and whether it is on this machine: a loopback client, connected
 * directly (no forwarding header) or through a trusted proxy that says so. A proxy on this
 * machine that is not trusted makes every client look local: its forwarded requests are not.
 */
export function clientAddress(
  c: Context,
  trusted: TrustedProxies,
): { key: string; local: boolean } {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    peer = undefined // app.request() in tests has no socket
  }
  const client = resolveClient(peer, c.req.header('x-forwarded-for'), trusted)
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)
  const viaTrusted = peer !== undefined && isTrustedProxy(peer, trusted)
  const local = client?.range() === 'loopback' && (!forwarded || viaTrusted)
  return { key: rateLimitKey(client), local }
}
