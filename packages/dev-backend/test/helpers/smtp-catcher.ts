import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the catcher took: its Message-ID header and raw text. */
export interface CaughtMessage {
  messageId: string;
  raw: string;
}

/**
 * A mail server for the alert tests, on one port it keeps across restarts: `accept` takes every
 * message, `refuse` answers 550 to every recipient, `stop` closes the port (connections refused).
 */
export class SmtpCatcher {
  readonly messages: CaughtMessage[] = [];
  refusing = false;
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!this.refusing) return callback();
        const error = Object.assign(new Error('mailbox unavailable (the test refuses every message)'), { responseCode: 550 });
        callback(error);
      },
      onData: (stream, _session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const messageId = raw.match(/^Message-ID:\s*(.+)$/im)?.[1]?.trim() ?? '';
          this.messages.push({ messageId, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages whose text holds `needle`. */
  holding(needle: string): CaughtMessage[] {
    return this.messages.filter((message) => message.raw.includes(needle));
  }
}
