import { join } from 'node:path';

/** Where the page configs are read from: pages-config/, or PAGES_CONFIG_DIR (the live-preview test edits a copy). */
export function configDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.PAGES_CONFIG_DIR || join(process.cwd(), 'pages-config');
}
