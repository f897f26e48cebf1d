/**
 * A stand-in for the enrollment app (another system), on loopback, for local
 * use and tests: the sign-up, landing and partner enrollment pages show what
 * they received (hired, rx, partner), clearly labelled as a stand-in, and
 * GET /__admin/requests lists every visit.
 */
import { createServer } from 'node:http';
import { listeningPort } from '../listening-port';

export interface EnrollmentVisit {
  path: string;
  hired: string | null;
  rx: string | null;
  partner: string | null;
}

export interface RunningEnrollmentStandIn {
  origin: string;
  visits(): EnrollmentVisit[];
  close(): Promise<void>;
}

export const ENROLLMENT_PAGES: Record<string, string> = {
  '/app/hp-enrollment/signup': 'Sign-up',
  '/app/hp-enrollment/landing': 'Enrollment landing',
  '/app/hp-partner-enrollment/taxes': 'Partner enrollment: taxes',
  '/app/hp-partner-enrollment/sign-in': 'Partner sign-in',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, visit: EnrollmentVisit): string {
  const row = (name: string, value: string | null) => `<dt>${name}</dt><dd data-field="${name}">${value === null ? '<em>(none)</em>' : escapeHtml(value)}</dd>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} (local stand-in)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem}p.note{background:#fff3cd;padding:.75rem;border-radius:4px}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head>
<body><p class="note">Local stand-in for the enrollment app, started by <code>npm start</code>. It is not the real enrollment.</p>
<h1>${escapeHtml(title)}</h1><p>Received:</p><dl>${row('hired', visit.hired)}${row('rx', visit.rx)}${row('partner', visit.partner)}</dl></body></html>`;
}

/** `host`: loopback unless a container must publish the port (the compose demo). */
export async function startEnrollmentStandIn({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<RunningEnrollmentStandIn> {
  const visits: EnrollmentVisit[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/__admin/requests') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(visits));
    }
    const title = ENROLLMENT_PAGES[url.pathname.replace(/\/$/, '')];
    if (req.method !== 'GET' || !title) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(`Not an enrollment page of the local stand-in: ${req.method ?? ''} ${url.pathname}\n`);
    }
    const visit = { path: url.pathname, hired: url.searchParams.get('hired'), rx: url.searchParams.get('rx'), partner: url.searchParams.get('partner') };
    visits.push(visit);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
    return res.end(page(title, visit));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const origin = `http://127.0.0.1:${listeningPort(server)}`;
  return {
    origin,
    visits: () => [...visits],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
