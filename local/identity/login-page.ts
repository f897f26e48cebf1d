/** The identity provider's sign-in page: plain HTML, labelled fields, an error beside them. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loginPage({ uid, login = '', error }: { uid: string; login?: string; error?: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in – Hearth Payroll (local identity provider)</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:48px auto;padding:0 16px;color:#1f2933}label{display:block;margin-top:16px;font-weight:600}input{display:block;width:100%;min-height:48px;margin-top:4px;padding:0 12px;font-size:1rem;box-sizing:border-box}button{margin-top:24px;min-height:48px;width:100%;font-size:1rem;font-weight:700;background:#1d5c63;color:#fff;border:0;border-radius:4px}.error{color:#b4461f;margin-top:16px}p.note{color:#4a5560;font-size:.875rem}</style></head>
<body>
<h1>Sign in</h1>
<p class="note">Local identity provider for development and tests. Test users: client, none, pending, submitted, provider, impersonated; password "password".</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="login">Login</label><input id="login" name="login" value="${escapeHtml(login)}" required autofocus aria-describedby="${error ? 'error' : ''}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
${error ? `<p id="error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
</body>
</html>`;
}
