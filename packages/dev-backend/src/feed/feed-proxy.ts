import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { requestOrigin, send, sendJson } from '../http/http-utils.js';
import { assetsDir } from '../paths.js';

/** Stands for the server's own origin inside the stored RSS sample. */
const originToken = '{{BACKEND_ORIGIN}}';
const feedFile = join(assetsDir, 'feed', 'medium-staycompliant.xml');
const imagesDir = join(assetsDir, 'feed', 'images');

export const defaultFeedRssUrl = 'https://medium.com/feed/staycompliant';

/** The rss2json.com answer (api.json, v1). */
export interface FeedAnswer {
  status: 'ok';
  feed: { url: string; title: string; link: string; author: string; description: string; image: string };
  items: FeedItem[];
}

export interface FeedItem {
  title: string;
  pubDate: string;
  link: string;
  guid: string;
  author: string;
  thumbnail: string;
  description: string;
  content: string;
  enclosure: Record<string, never>;
  categories: string[];
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && '#text' in (value as Record<string, unknown>)) {
    return String((value as Record<string, unknown>)['#text']).trim();
  }
  return String(value).trim();
}

/** rss2json's date format: UTC `YYYY-MM-DD HH:mm:ss`. */
function proxyDate(rfc822: string): string {
  const date = new Date(rfc822);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19).replace('T', ' ');
}

function firstImage(html: string): string {
  return html.match(/<img\b[^>]*\bsrc="([^"]+)"/i)?.[1] ?? '';
}

/** Parses RSS 2.0 (Medium's flavour, with content:encoded and dc:creator) into rss2json's shape. */
export function rssToJson(xml: string, rssUrl: string): FeedAnswer {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (name) => name === 'item' || name === 'category',
    parseTagValue: false,
    trimValues: true,
  });
  const document = parser.parse(xml) as { rss?: { channel?: Record<string, unknown> } };
  const channel = document.rss?.channel;
  if (!channel) throw new Error('Not an RSS 2.0 document');
  const image = channel.image as Record<string, unknown> | undefined;
  const items = (channel.item as Record<string, unknown>[] | undefined) ?? [];
  return {
    status: 'ok',
    feed: {
      url: rssUrl,
      title: text(channel.title),
      link: text(channel.link),
      author: '',
      description: text(channel.description),
      image: text(image?.url),
    },
    items: items.map((item) => {
      const content = text(item['content:encoded']) || text(item.description);
      return {
        title: text(item.title),
        pubDate: proxyDate(text(item.pubDate)),
        link: text(item.link),
        guid: text(item.guid),
        author: text(item['dc:creator']),
        thumbnail: firstImage(content),
        description: content,
        content,
        enclosure: {},
        categories: ((item.category as unknown[] | undefined) ?? []).map(text).filter(Boolean),
      };
    }),
  };
}

function sameFeed(a: string, b: string): boolean {
  const normalise = (url: string) =>
    url
      .trim()
      .replace(/^http:\/\//i, 'https://')
      .replace(/\/+$/, '')
      .toLowerCase();
  return normalise(a) === normalise(b);
}

/** `GET /rss-to-json/v1/api.json?rss_url=...` and the sample's images under `/rss-to-json/images/`. */
export class FeedProxy {
  private template: string | undefined;

  constructor(private readonly rssUrl: string) {}

  private async answerTemplate(): Promise<string> {
    this.template ??= JSON.stringify(rssToJson(await readFile(feedFile, 'utf8'), this.rssUrl));
    return this.template;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (path === '/v1/api.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      const rssUrl = url.searchParams.get('rss_url');
      if (!rssUrl) {
        return sendJson(res, 422, { status: 'error', message: 'rss_url parameter is required.' }, headers);
      }
      if (!sameFeed(rssUrl, this.rssUrl)) {
        return sendJson(
          res,
          422,
          { status: 'error', message: 'Cannot download this RSS feed, make sure the Rss URL is correct.' },
          headers,
        );
      }
      const origin = requestOrigin(req);
      const safeOrigin = /^http:\/\/[A-Za-z0-9.\-:[\]]+$/.test(origin) ? origin : 'http://127.0.0.1:54321';
      const body = (await this.answerTemplate()).split(originToken).join(safeOrigin);
      return send(res, 200, body, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    }
    const image = path.match(/^\/images\/([A-Za-z0-9._-]+\.svg)$/)?.[1];
    if (image && (req.method === 'GET' || req.method === 'HEAD')) {
      const bytes = await readFile(join(imagesDir, basename(image))).catch(() => null);
      if (bytes) {
        return send(res, 200, req.method === 'HEAD' ? null : bytes, {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': 'public, max-age=86400',
        });
      }
    }
    return sendJson(res, 404, { status: 'error', message: 'Not found' }, headers);
  }
}
