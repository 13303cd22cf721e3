import { describe, expect, it } from 'vitest';
import { siteHost, siteHosts } from './site-hosts.ts';

describe('siteHosts', () => {
  it("holds SITE_URL's host and every extra host or origin, lower-cased, with their ports", () => {
    expect([...siteHosts('https://StayCompliant.com/', 'www.staycompliant.com, http://localhost:4173,, not a host')]).toEqual([
      'staycompliant.com',
      'www.staycompliant.com',
      'localhost:4173',
    ]);
    expect([...siteHosts('http://127.0.0.1:4173', undefined)]).toEqual(['127.0.0.1:4173']);
    expect(siteHosts(undefined, undefined).size).toBe(0);
  });
});

describe('siteHost', () => {
  it("reads the browser's Origin only: no Origin, or an opaque one, names no host", () => {
    expect(siteHost(new Headers({ origin: 'https://WWW.Example.com:8443', 'x-forwarded-host': 'abc.supabase.co' }))).toBe(
      'www.example.com:8443',
    );
    expect(siteHost(new Headers({ 'x-forwarded-host': 'staycompliant.com', host: 'staycompliant.com' }))).toBe('');
    expect(siteHost(new Headers({ origin: 'null', 'x-forwarded-host': 'staycompliant.com' }))).toBe('');
  });
});
