/**
 * The data layer and the tag manager's script, from bundled code rather than
 * the usual inline snippet (a strict Content-Security-Policy then needs only
 * the script's origin, see analytics-origins.ts).
 */
type WithDataLayer = Window & { dataLayer?: unknown[] };

export function ensureDataLayer(win: WithDataLayer = window): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

export function loadTagManagerScript(scriptUrl: string, doc: Document = document): Promise<void> {
  ensureDataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`tag manager script failed to load: ${scriptUrl}`)), {
      once: true,
    });
    doc.head.appendChild(script);
  });
}
