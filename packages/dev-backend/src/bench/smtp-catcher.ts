import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the catcher took: its Message-ID header, raw text, and when it was accepted (ms since the epoch). */
export interface CaughtMessage {
  messageId: string;
  raw: string;
  receivedAt: number;
}

/**
 * A mail server for the alert tests and the alert bench, on one port it keeps across restarts: it takes
 * every message, `refusing` answers 550 to every recipient, `stop` closes the port (connections
 * refused), and `holdingReplies` holds the reply to each message's end of DATA until `release`. As
 * a real server, it takes a message only with that final 250: a transaction whose client goes away
 * before it is discarded.
 */
export class SmtpCatcher {
  readonly messages: CaughtMessage[] = [];
  refusing = false;
  holdingReplies = false;
  private held: { sessionId: string; reply: () => void }[] = [];
  private readonly closedSessions = new Set<string>();
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
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const reply = () => {
            if (this.closedSessions.has(session.id)) return;
            const messageId = raw.match(/^Message-ID:\s*(.+)$/im)?.[1]?.trim() ?? '';
            this.messages.push({ messageId, raw, receivedAt: Date.now() });
            callback();
          };
          if (this.holdingReplies) this.held.push({ sessionId: session.id, reply });
          else reply();
        });
      },
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Messages whose end of DATA waits for its reply, their client still connected. */
  get waitingForReply(): number {
    return this.held.filter((entry) => !this.closedSessions.has(entry.sessionId)).length;
  }

  /** Answers 250 to the first `count` held messages (all by default), which are then taken. */
  release(count = Number.POSITIVE_INFINITY): void {
    this.held = this.held.filter((entry) => !this.closedSessions.has(entry.sessionId));
    for (const entry of this.held.splice(0, count)) entry.reply();
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.release();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages whose text holds `needle` as a whole address (outage-1@… is not in long-outage-1@…). */
  holding(needle: string): CaughtMessage[] {
    const pattern = new RegExp(`(?<![\\w.+-])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    return this.messages.filter((message) => pattern.test(message.raw));
  }
}
