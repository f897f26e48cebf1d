/** Reads a request body as text, giving up as soon as it passes `limitBytes` (a declared length is not trusted). */
export type BodyText = { ok: true; text: string } | { ok: false; tooLarge: true };

export async function readBodyWithin(request: Request, limitBytes: number): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limitBytes) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
