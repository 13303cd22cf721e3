import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './mail-catcher.mjs';
import { reasonIn } from './mail-catcher-process.mjs';

describe('the mail catcher', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  // It starts a process of its own, which a busy machine can take many seconds to bring up.
  beforeAll(async () => {
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  }, 60_000);
  afterAll(() => catcher?.stop());

  it.each([undefined, '*/*', 'text/html,application/xhtml+xml'])(
    'answers its inbox page at the printed URL (Accept: %s)',
    async (accept) => {
      const response = await fetch(`${catcher.url}/`, { headers: accept ? { accept } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('still answers its REST API in JSON', async () => {
    const response = await fetch(`${catcher.url}/api/email`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('reasonIn', () => {
  it("names a crashed mail catcher's error, not the stack or Node's version line after it", () => {
    const crash = [
      'node:events:497',
      '      throw er; // Unhandled error event',
      '      ^',
      '',
      'Error: listen EADDRINUSE: address already in use 127.0.0.1:54325',
      '    at Server.setupListenHandle [as _listen2] (node:net:1908:16)',
      "  code: 'EADDRINUSE',",
      '}',
      '',
      'Node.js v20.20.2',
    ].join('\n');
    expect(reasonIn(crash)).toBe('Error: listen EADDRINUSE: address already in use 127.0.0.1:54325');
    expect(reasonIn('something odd\nNode.js v20.20.2\n')).toBe('something odd');
  });
});
