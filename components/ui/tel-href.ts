/** "1-855-555-0142" → "tel:+18555550142": the international form dials from any phone. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits}`;
}
