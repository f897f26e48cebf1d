/**
 * Blocks are server-rendered HTML and CSS modules so that static pages ship
 * no UI-library JavaScript (the first-load budget). This guard keeps it so:
 * no block file may import MUI, Emotion or notistack, and only the small
 * interactive parts named *.client.tsx may be client components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const blocksDir = join(process.cwd(), 'components', 'blocks');
const sourceFiles = (readdirSync(blocksDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.(ts|tsx|js|jsx|mjs|css)$/.test(file))
  .map((file) => join(blocksDir, file));

// Any quoted specifier of these packages: import/export from, side-effect import, import(), require, CSS @import.
const FORBIDDEN = /['"`](?:@mui\/|@emotion\/|notistack(?:\/|['"`]))/;
const USE_CLIENT = /^\s*['"]use client['"]/m;
const THIS_FILE = 'no-client-ui-library.test.ts';

describe('components/blocks', () => {
  it('has source files to check', () => {
    expect(sourceFiles.length).toBeGreaterThan(30);
  });

  it('imports no MUI, Emotion or notistack module', () => {
    const offenders = sourceFiles.filter(
      (file) => !file.endsWith(THIS_FILE) && FORBIDDEN.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(blocksDir, file))).toEqual([]);
  });

  it("marks only *.client.tsx files 'use client'", () => {
    const clientFiles = sourceFiles.filter((file) => USE_CLIENT.test(readFileSync(file, 'utf8')));
    expect(
      clientFiles.filter((file) => !file.endsWith('.client.tsx')).map((file) => relative(blocksDir, file)),
    ).toEqual([]);
  });
});
