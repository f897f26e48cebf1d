import { describe, expect, it } from 'vitest';
import { importCycles } from './cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('importCycles', () => {
  it('finds none in a tree, or where two files import a third', () => {
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a loop of two and of three, each once, starting at its first file by name', () => {
    expect(importCycles(graph({ b: ['a'], a: ['b'], x: ['y'], y: ['z'], z: ['x'] }))).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'z', 'x'],
    ]);
  });

  it('names the shortest loop through a tangled group, and a file that imports itself', () => {
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: ['a'], s: ['s'] }))).toEqual([
      ['a', 'c', 'a'],
      ['s', 's'],
    ]);
  });

  it('follows a chain deeper than the call stack would allow', () => {
    const size = 50_000;
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < size; i++) edges[`f${i}`] = [`f${(i + 1) % size}`];
    const [cycle] = importCycles(graph(edges));
    expect(cycle).toHaveLength(size + 1);
  });
});
