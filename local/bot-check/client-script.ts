/**
 * The browser script of the local bot check, served as /api.js. It offers
 * the reCAPTCHA v3 interface (grecaptcha.ready, grecaptcha.execute), so the
 * site's provider code is the same locally and against the real service.
 */
export function clientScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  const waiting = [];
  window.grecaptcha = {
    ready(callback) { waiting.push(callback); Promise.resolve().then(() => { while (waiting.length) waiting.shift()(); }); },
    async execute(siteKey, options) {
      const response = await fetch(origin + '/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteKey, action: (options && options.action) || '' }) });
      if (!response.ok) throw new Error('bot check: token request answered ' + response.status);
      return (await response.json()).token;
    },
  };
})();
`;
}
