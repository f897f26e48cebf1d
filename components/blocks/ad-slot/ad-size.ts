export interface AdSize {
  width: number;
  height: number;
}

/**
 * The box that holds every size a slot may serve: the widest width and the
 * tallest height. Reserving it up front means whichever ad the server picks,
 * nothing below moves. The schema makes every size a [width, height] pair.
 */
export function reservedAdBox(sizes: ReadonlyArray<readonly number[]>): AdSize | undefined {
  const pairs = validPairs(sizes);
  if (pairs.length === 0) return undefined;
  return {
    width: Math.max(...pairs.map((pair) => pair.width)),
    height: Math.max(...pairs.map((pair) => pair.height)),
  };
}

/** "300x250,728x90": the format ad libraries take for multi-size slots. */
export function sizeList(sizes: ReadonlyArray<readonly number[]>): string {
  return validPairs(sizes)
    .map(({ width, height }) => `${width}x${height}`)
    .join(',');
}

function validPairs(sizes: ReadonlyArray<readonly number[]>): AdSize[] {
  return sizes.flatMap(([width, height]) => (width !== undefined && height !== undefined ? [{ width, height }] : []));
}
