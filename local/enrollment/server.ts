/**
 * A stand-in for the enrollment app (another system), on loopback, for local
 * use and tests: the sign-up, landing and partner enrollment pages show what
 * they received (hired, rx, partner), clearly labelled as a stand-in, and
 * GET /__admin/requests lists every visit. It also takes the contact form's
 * messages at POST /contact-messages (GET /__admin/contact-messages lists them),
 * and shows a caregiver member her pay stubs and W-2 (caregiver-pages.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listeningPort } from '../listening-port';
import { caregiverPage } from './caregiver-pages';

export interface EnrollmentVisit {
  path: string;
  hired: string | null;
  rx: string | null;
  partner: string | null;
}

/** A message from the site's contact form, as the intake received it. */
export type ReceivedContactMessage = Record<string, unknown>;

export const CONTACT_INTAKE_PATH = '/contact-messages';
const CONTACT_INTAKE_LIMIT = 16 * 1024;

export interface RunningEnrollmentStandIn {
  origin: string;
  /** Where the site posts contact-form messages (CONTACT_ENDPOINT_URL). */
  contactEndpoint: string;
  visits(): EnrollmentVisit[];
  contactMessages(): ReceivedContactMessage[];
  close(): Promise<void>;
}

export const ENROLLMENT_PAGES: Record<string, string> = {
  '/app/hp-enrollment/signup': 'Sign-up',
  '/app/hp-enrollment/landing': 'Enrollment landing',
  '/app/hp-partner-enrollment/taxes': 'Partner enrollment: taxes',
  '/app/hp-partner-enrollment/sign-in': 'Partner sign-in',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} (local stand-in)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:48rem}p.note{background:#fff3cd;padding:.75rem;border-radius:4px}dt{font-weight:600}dd{margin:0 0 .5rem}table{border-collapse:collapse}th,td{padding:.25rem .5rem;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><p class="note">Local stand-in for the enrollment app, started by <code>npm start</code>. It is not the real enrollment.</p>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function page(title: string, visit: EnrollmentVisit): string {
  const row = (name: string, value: string | null) =>
    `<dt>${name}</dt><dd data-field="${name}">${value === null ? '<em>(none)</em>' : escapeHtml(value)}</dd>`;
  return htmlDocument(
    title,
    `<p>Received:</p><dl>${row('hired', visit.hired)}${row('rx', visit.rx)}${row('partner', visit.partner)}</dl>`,
  );
}

const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** The message intake, as the real one behaves for the site: JSON in, 202 with an id, a 4xx with a reason otherwise. */
function receiveContactMessage(req: IncomingMessage, res: ServerResponse, messages: ReceivedContactMessage[]): void {
  if (req.method !== 'POST') return answer(res, 405, { error: 'POST a JSON message' });
  if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    return answer(res, 415, { error: 'content-type must be application/json' });
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= CONTACT_INTAKE_LIMIT) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > CONTACT_INTAKE_LIMIT)
      return answer(res, 413, { error: `the message is larger than ${CONTACT_INTAKE_LIMIT} bytes` });
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(res, 400, { error: 'the message is not valid JSON' });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return answer(res, 400, { error: 'the message must be a JSON object' });
    const received = { ...(body as Record<string, unknown>), id: `msg-${messages.length + 1}` };
    messages.push(received);
    return answer(res, 202, { id: received.id });
  });
}

/** `host`: loopback unless a container must publish the port (the compose demo). */
export async function startEnrollmentStandIn({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<RunningEnrollmentStandIn> {
  const visits: EnrollmentVisit[] = [];
  const messages: ReceivedContactMessage[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/__admin/requests') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(visits));
    }
    if (req.method === 'GET' && url.pathname === '/__admin/contact-messages') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(messages));
    }
    if (url.pathname === CONTACT_INTAKE_PATH) return receiveContactMessage(req, res, messages);
    const caregiver = req.method === 'GET' ? caregiverPage(url.pathname.replace(/\/$/, '')) : undefined;
    if (caregiver) {
      visits.push({ path: url.pathname, hired: null, rx: null, partner: null });
      if ((req.headers.accept ?? '').includes('application/json')) {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return res.end(JSON.stringify(caregiver.json));
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      return res.end(htmlDocument(caregiver.title, caregiver.html));
    }
    const title = ENROLLMENT_PAGES[url.pathname.replace(/\/$/, '')];
    if (req.method !== 'GET' || !title) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(`Not an enrollment page of the local stand-in: ${req.method ?? ''} ${url.pathname}\n`);
    }
    const visit = {
      path: url.pathname,
      hired: url.searchParams.get('hired'),
      rx: url.searchParams.get('rx'),
      partner: url.searchParams.get('partner'),
    };
    visits.push(visit);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    return res.end(page(title, visit));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const origin = `http://127.0.0.1:${listeningPort(server)}`;
  return {
    origin,
    contactEndpoint: `${origin}${CONTACT_INTAKE_PATH}`,
    visits: () => [...visits],
    contactMessages: () => [...messages],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
