/** A real SMTP server inside the tests (smtp-server), each message parsed with mailparser. */
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** accept: 250; busy: 451 to every recipient (try later); reject: 550 (refused). */
export type SmtpMode = 'accept' | 'busy' | 'reject';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  mode: SmtpMode;
  close(): Promise<void>;
}

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export interface SmtpOptions {
  /**
   * Hold every answer to a message until messages from this many envelope senders have
   * arrived, then answer them all: with a sender address per server process, each process
   * is seen sending (each waits on its first message meanwhile), however their starts fall.
   */
  holdUntilSenders?: number;
}

export async function startTestSmtp({ holdUntilSenders = 1 }: SmtpOptions = {}): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', received: [], mode: 'accept', close: async () => {} };
  const senders = new Set<string>();
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // The default certificate is self-signed: plain SMTP keeps nodemailer from trying STARTTLS.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'busy') return callback(refusal(451, 'Mailbox busy, try again later'));
      if (state.mode === 'reject') return callback(refusal(550, 'No such mailbox here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Accepted (250) only once it is parsed and stored: a sent mail is always in `received`.
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            state.received.push(mail);
            senders.add(session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
            held.push(() => callback());
            if (senders.size >= holdUntilSenders) for (const answer of held.splice(0)) answer();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** An SMTP URL where nothing listens (connection refused). */
export async function refusedSmtpUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
