/**
 * A bot-check provider with the reCAPTCHA v3 browser interface. Its script is
 * loaded on first use only (most visits never send a protected operation);
 * the local stand-in serves a script with the same interface.
 */
import type { BotCheck } from '@/services/graphql/links/bot-check-link';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const SCRIPT_TIMEOUT_MS = 10_000;

function loadScript(url: string, timeoutMs: number): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(
      () => reject(new Error(`the bot-check script did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('the bot-check script loaded but offers no grecaptcha interface'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`the bot-check script could not be loaded from ${new URL(url, window.location.href).origin}`));
    };
    document.head.appendChild(script);
  });
}

/** Actions may only hold letters, slashes and underscores. */
const actionName = (operation: string) => operation.replace(/[^A-Za-z/_]/g, '_');

export function recaptchaV3(
  { scriptUrl, siteKey }: { scriptUrl: string; siteKey: string },
  timeoutMs = SCRIPT_TIMEOUT_MS,
): BotCheck {
  let loading: Promise<Grecaptcha> | undefined;
  return {
    siteKey,
    async token(operation) {
      loading ??= loadScript(scriptUrl, timeoutMs);
      // A failed load is tried again on the next protected request rather than remembered.
      loading.catch(() => {
        loading = undefined;
      });
      const api = await loading;
      await new Promise<void>((resolve) => api.ready(resolve));
      return api.execute(siteKey, { action: actionName(operation) });
    },
  };
}
