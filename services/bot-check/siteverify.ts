/** Verifies a bot-check token with the provider's siteverify API (the reCAPTCHA request and answer shape). */
export interface BotCheckVerdict {
  success: boolean;
  errorCodes: string[];
}

export function createBotCheckVerifier(verifyUrl: string, secret: string) {
  return async function verify(siteKey: string, token: string): Promise<BotCheckVerdict> {
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, sitekey: siteKey }),
      });
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) return { success: false, errorCodes: ['bad-response'] };
      const verdict: { success?: unknown; 'error-codes'?: unknown } = body;
      const codes = Array.isArray(verdict['error-codes'])
        ? verdict['error-codes'].filter((code): code is string => typeof code === 'string')
        : [];
      return { success: verdict.success === true, errorCodes: codes };
    } catch {
      return { success: false, errorCodes: ['verifier-unreachable'] };
    }
  };
}
