const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2026-11-01" → "November 1, 2026": a calendar date, read the same whatever the server's time zone. */
export const longDate = (isoDate: string): string => LONG.format(new Date(`${isoDate}T12:00:00Z`));
