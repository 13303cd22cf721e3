/** One raw request of the corpus: bytes as sent on the socket, and how it is sent. */
export interface HostileRequest {
  kind: string;
  bytes: Buffer;
  /** Sent in part, the rest never: the server must drop the client itself. */
  slow?: boolean;
  /**
   * Odd but well-formed (junk in a query or in a header the page does not read): answered as the
   * page it asks for. Every other request is refused with a 4xx or a closed connection.
   */
  tolerated?: boolean;
  /** The one status it must answer with, where the refusal is exact. */
  status?: number;
}

const crlf = '\r\n';
const head = (requestLine: string, headers: string[] = ['Host: site.test']) => `${requestLine}${crlf}${headers.join(crlf)}${crlf}${crlf}`;
const get = (target: string, headers?: string[]) => Buffer.from(head(`GET ${target} HTTP/1.1`, headers), 'latin1');

const malformedTargets = [
  '//[',
  '//a:b/',
  '//%/',
  '%',
  '/%',
  '/%%',
  '/%%%',
  '/%zz',
  '/%c0%ae',
  '/%c0%ae%c0%ae/',
  '/%e0%80%ae',
  '/%ff',
  '/%fe%ff',
  '/%c3%28',
  '/%ed%a0%80',
  '/a%00b',
  '/%00',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%5c',
  '//',
  '///',
  '//server/manifest.json',
  '//remotes.json',
  '/pricing//',
  '*',
  'http://site.test/',
  'http://evil.test/pricing',
  'site.test:80',
  '?',
  '/assets/',
  '/remotes/',
  '/remotes/contact',
  '/remotes/contact/',
  '/remotes/contact/pricing',
  '/remotes/marketing/about',
  '/remotes/NOPE/remoteEntry.js',
  '/remotes/%2e%2e/shell/dist/index.html',
];

const traversalForms = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%25252e%25252e',
  '..%2f',
  '..%2F..%2F',
  '..%5c',
  '..%5C..%5C',
  '..\\',
  '%c0%ae%c0%ae',
  '%c0%2e%c0%2e',
  '%uff0e%uff0e',
  '..;',
  '....//',
  '.%00.',
  '..%00',
  '%2e%2e%2f',
];
const traversalPrefixes = ['/', '/assets/', '/remotes/contact/', '/remotes/pricing/', '/remotes/marketing/assets/', '/pricing/'];
const traversalTargets = [
  'etc/passwd',
  'server/manifest.json',
  'package.json',
  '.build-inputs',
  'node_modules/react/package.json',
  '.env',
  'shell/dist/server/entry-server.js',
  'index.html',
  'remoteEntry.js',
];

const invalidMethods = ['FOO', 'GETT', 'get', 'G%45T', 'PROPFIND', 'M-SEARCH', 'BREW', 'TRACE', 'CONNECT', 'PRI', '', ' GET'];
const otherMethods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Junk in headers a server may ignore: the page is still answered. */
const oddHeaderSets: string[][] = [
  ['Host: site.test', 'Host: other.test'],
  ['Host: site.test', 'Accept-Encoding: br;q=nonsense, *;q=-1'],
  ['Host: site.test', 'X-Forwarded-For: 1.1.1.1, not-an-address, ::::, 999.0.0.1'],
  ['Host: site.test', 'Connection: upgrade', 'Upgrade: websocket'],
  ['Host: site.test', 'Expect: 100-continue-nope'],
  ['Host: site.test', 'Range: bytes=999999999-'],
  ['Host: site.test', 'If-None-Match: "'],
  ['Host: [::1'],
];

const invalidHeaderSets: string[][] = [
  ['Host: site.test', 'NoColonHere'],
  ['Host: site.test', 'Bad Name: x'],
  ['Host: site.test', ': empty-name'],
  ['Host: site.test', 'X-Obs: a', ' folded'],
  ['Host: site.test', 'Content-Length: 5', 'Content-Length: 6'],
  ['Host: site.test', 'Content-Length: -1'],
  ['Host: site.test', 'Content-Length: abc'],
  ['Host: site.test', 'Content-Length: 99999999999999999999'],
  ['Host: site.test', 'Transfer-Encoding: chunked', 'Content-Length: 3'],
  ['Host: site.test', 'Transfer-Encoding: gzip, chunked, identity'],
  ['Host: site.test', 'Transfer-Encoding: xchunked'],
  ['Host: site.test', 'X-Nul: a\u0000b'],
  ['Host: site.test', `X-Long: ${'a'.repeat(20_000)}`],
  ['Host: site.test', ...Array.from({ length: 2500 }, (_, index) => `X-H${index}: v`)],
  [],
];

/** Bodies that are too large, or announced otherwise than they are sent. */
function bodyRequests(path: string): Buffer[] {
  const post = (headers: string[], body: string | Buffer) =>
    Buffer.concat([Buffer.from(head(`POST ${path} HTTP/1.1`, ['Host: site.test', ...headers]), 'latin1'), Buffer.from(body)]);
  return [
    post(['Content-Type: text/plain', 'Content-Length: 1000000000'], 'x'),
    post(['Content-Type: text/plain', `Content-Length: ${64 * 1024}`], Buffer.alloc(64 * 1024, 'x')),
    post(['Content-Type: application/json', 'Content-Length: 12'], '{"a":'),
    post(['Content-Type: application/x-www-form-urlencoded', `Content-Length: ${20 * 1024}`], Buffer.alloc(20 * 1024, 'a')),
    post(['Content-Type: application/json', 'Content-Length: 7'], '{"a":1}{"b":2}'),
    post(['Content-Type: application/json', 'Transfer-Encoding: chunked'], '5\r\n{"a":\r\nzz\r\n'),
    post(['Content-Type: text/plain', 'Transfer-Encoding: chunked'], 'fffffffffffffffff\r\n'),
    post(['Content-Type: text/plain', 'Transfer-Encoding: chunked'], '1;ext="\r\nx\r\n0\r\n\r\n'),
    post(['Content-Type: application/json', 'Content-Length: 4'], Buffer.from([0xff, 0xfe, 0xfd, 0xfc])),
    post(['Content-Type: text/plain; charset=utf-8', 'Content-Length: 4'], Buffer.from([0xc3, 0x28, 0xa0, 0xa1])),
    post(['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 10'], '--x\r\n--x--'),
    post(['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 11'], 'a=%ff&b=%zz'),
    post(['Content-Encoding: gzip', 'Content-Type: application/json', 'Content-Length: 4'], 'nope'),
    post([], ''),
  ];
}

/**
 * A form post another site's page makes its visitor's browser send (or an older browser, or one
 * forged to look like either), in the forms' own fields: refused 403 with nothing stored
 * (form-posts/cross-origin.ts). The site is at http://site.test, its Host.
 */
interface CrossSitePost {
  case: string;
  path: '/contact' | '/newsletter';
  /** Every header but Host and Content-Length. */
  headers: Record<string, string>;
  body: string;
}

const urlencoded = 'application/x-www-form-urlencoded';
const attacker = 'https://attacker.example';
const crossSiteCases: { case: string; headers: Record<string, string> }[] = [
  { case: 'cross-site, a foreign Origin', headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'cross-site', Origin: attacker } },
  { case: 'cross-site, no Origin', headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'cross-site' } },
  {
    case: 'same-site (a sibling subdomain)',
    headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'same-site', Origin: 'http://blog.site.test' },
  },
  {
    case: 'a foreign Origin marked same-origin',
    headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'same-origin', Origin: attacker },
  },
  { case: 'a foreign Origin alone (an older browser)', headers: { 'Content-Type': urlencoded, Origin: attacker } },
  { case: 'Origin: null', headers: { 'Content-Type': urlencoded, Origin: 'null' } },
  {
    case: 'Origin: null, cross-site (a sandboxed frame)',
    headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'cross-site', Origin: 'null' },
  },
  {
    case: "an Origin that starts with the site's host",
    headers: { 'Content-Type': urlencoded, Origin: 'http://site.test.attacker.example' },
  },
  { case: 'an unknown Sec-Fetch-Site', headers: { 'Content-Type': urlencoded, 'Sec-Fetch-Site': 'Same-Origin', Origin: attacker } },
  { case: 'text/plain, cross-site', headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'cross-site', Origin: attacker } },
  {
    case: 'urlencoded; charset=UTF-8, cross-site',
    headers: { 'Content-Type': `${urlencoded}; charset=UTF-8`, 'Sec-Fetch-Site': 'cross-site', Origin: attacker },
  },
  {
    case: 'upper-case type, cross-site',
    headers: { 'Content-Type': urlencoded.toUpperCase(), 'Sec-Fetch-Site': 'cross-site', Origin: attacker },
  },
  {
    case: 'upper-case type; charset, a foreign Origin alone',
    headers: { 'Content-Type': 'Application/X-WWW-Form-URLEncoded; Charset=utf-8', Origin: attacker },
  },
  {
    case: 'multipart/form-data, cross-site',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Sec-Fetch-Site': 'cross-site', Origin: attacker },
  },
];

/** Each cross-site case against each form, its body the form's own fields with `email`, so a post taken would be stored. */
export function crossSitePosts(email: string): CrossSitePost[] {
  const fields = {
    '/contact': {
      name: 'Mallory Example',
      email,
      company_size: '10-100',
      services_interested: 'Tax Filing',
      description: 'Sent by a page on another site.',
      company_website: '',
    },
    '/newsletter': { email, newsletter_website: '' },
  } as const;
  return crossSiteCases.flatMap(({ case: name, headers }) =>
    (['/contact', '/newsletter'] as const).map((path) => {
      const values = Object.entries(fields[path]);
      const body = headers['Content-Type']?.startsWith('multipart/')
        ? `${values.map(([field, value]) => `--x${crlf}Content-Disposition: form-data; name="${field}"${crlf}${crlf}${value}${crlf}`).join('')}--x--${crlf}`
        : new URLSearchParams(values).toString();
      return { case: name, path, headers, body };
    }),
  );
}

function crossSiteBytes({ path, headers, body }: CrossSitePost): Buffer {
  const lines = [
    'Host: site.test',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return Buffer.from(head(`POST ${path} HTTP/1.1`, lines) + body, 'latin1');
}

/**
 * The adversarial corpus of the site server's hostile-request test: at least 2,000 raw requests,
 * generated the same way on every run, over the kinds the front-door issue lists.
 */
export function hostileRequests(): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  const add = (kind: string, bytes: Buffer, slow = false) => corpus.push({ kind, bytes, ...(slow && { slow }) });
  const tolerate = (kind: string, bytes: Buffer) => corpus.push({ kind, bytes, tolerated: true });

  for (const target of malformedTargets) add('malformed target', get(target));
  for (const length of [2049, 8 * 1024, 16 * 1024, 64 * 1024]) add('long path', get(`/${'a'.repeat(length)}`));
  add('long query', get(`/?${'q'.repeat(64 * 1024)}`));
  for (const raw of ['/\u00ff\u00fe', '/caf\u00e9', '/a b', '/a\tb', '/\u0000', '/\u007f']) add('raw bytes in target', get(raw));
  for (const prefix of traversalPrefixes) {
    for (const form of traversalForms) {
      for (const target of traversalTargets) {
        add('traversal', get(`${prefix}${form}/${target}`));
        add('traversal', get(`${prefix}${form}/${form}/${form}/${target}`));
      }
    }
  }
  for (const method of invalidMethods) {
    for (const target of ['/', '/pricing', '/api/signal', '/assets/x.js'])
      add('invalid method', Buffer.from(head(`${method} ${target} HTTP/1.1`), 'latin1'));
  }
  for (const method of otherMethods)
    for (const target of ['/', '/pricing', '/remotes.json', '/assets/x.js'])
      add('method not allowed', Buffer.from(head(`${method} ${target} HTTP/1.1`)));
  for (const query of ['%', '%%', 'a=%ff', 'a=%c0%ae', `x=${'%00'.repeat(100)}`, 'tab=%E2%80%AE', 'utm_source=<script>']) {
    tolerate('junk query', get(`/?${query}`));
    tolerate('junk query', get(`/pricing?${query}`));
  }
  for (const headers of oddHeaderSets) for (const target of ['/', '/pricing']) tolerate('odd headers', get(target, headers));
  // Node reads a request line without a version as HTTP/0.9 and answers it.
  for (const version of ['HTTP/0.9', '']) tolerate('old version', Buffer.from(`GET / ${version}`.trimEnd() + crlf + crlf));
  for (const version of ['HTTP/9.9', 'HTTP/1.1x', 'HTTPS/1.1', 'HTTP/1.1 extra'])
    add('invalid version', Buffer.from(`GET / ${version}`.trimEnd() + crlf + crlf));
  for (const headers of invalidHeaderSets)
    for (const target of ['/', '/pricing', '/api/signal']) add('invalid headers', get(target, headers));
  for (const path of ['/api/signal', '/', '/pricing', '/contact', '/remotes/contact/remoteEntry.js']) {
    for (const bytes of bodyRequests(path)) add('body', bytes);
  }
  for (const invalid of ['%ff', '%c3%28', '%ed%a0%80', '%f8%88%80%80%80', '%c0%af']) {
    add('invalid utf-8', get(`/${invalid}`));
    add('invalid utf-8', get(`/assets/${invalid}.js`));
    add('invalid utf-8', get(`/remotes/${invalid}/remoteEntry.js`));
    add('invalid utf-8', get(`/services/${invalid}`));
  }
  for (const post of crossSitePosts('cross.site@example.com'))
    corpus.push({ kind: `cross-site post (${post.case})`, bytes: crossSiteBytes(post), status: 403 });
  add('slow headers', Buffer.from('GET / HTTP/1.1\r\nHost: site.test\r\nX-Slow: '), true);
  add('slow headers', Buffer.from('GET /pricing HTTP/1.1\r\n'), true);
  add(
    'slow body',
    Buffer.from('POST /api/signal HTTP/1.1\r\nHost: site.test\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc'),
    true,
  );
  return corpus;
}
