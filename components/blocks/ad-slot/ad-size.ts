export interface AdSize {
  width: number;
  height: number;
}

/**
 * The size with the largest area among a slot's [width, height] pairs. Reserving
 * it up front means whichever ad the server picks, nothing below moves.
 * Pairs are read defensively because the generated type of `sizes` is loose.
 */
export function largestAdSize(sizes: ReadonlyArray<readonly unknown[]>): AdSize | undefined {
  let largest: AdSize | undefined;
  for (const [width, height] of sizes) {
    if (typeof width !== 'number' || typeof height !== 'number') continue;
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** "300x250,728x90": the format ad libraries take for multi-size slots. */
export function sizeList(sizes: ReadonlyArray<readonly unknown[]>): string {
  return sizes
    .flatMap(([width, height]) => (typeof width === 'number' && typeof height === 'number' ? [`${width}x${height}`] : []))
    .join(',');
}
