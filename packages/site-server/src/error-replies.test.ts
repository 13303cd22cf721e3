import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyToError } from './error-replies.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replyToError', () => {
  it("logs a flood of client errors as one line a minute, by status and code, never the visitor's URL", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = Fastify();
    app.setErrorHandler(replyToError);
    app.get('/refused', () => {
      throw Object.assign(new Error('refused /refused?email=visitor@example.com'), { statusCode: 400, code: 'FST_REFUSED' });
    });
    for (let n = 0; n < 200; n += 1) {
      const answer = await app.inject({ method: 'GET', url: `/refused?email=visitor${n}@example.com` });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('Bad request');
    }
    await app.close();
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toBe('Site server: client error 400 FST_REFUSED');
  });
});
