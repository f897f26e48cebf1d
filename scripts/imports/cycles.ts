/** Import cycles in a graph of files: each strongly connected group once, as one concrete loop through it. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const lowOf = (node: string) => low.get(node) ?? 0;

  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const targets = graph.get(frame.node) ?? [];
      const target = targets[frame.next++];
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(lowOf(frame.node), index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(lowOf(parent.node), lowOf(frame.node)));
      if (lowOf(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      groups.push(group);
    }
  }
  return groups;
}

/** The shortest way from `start` back to itself inside its group (breadth first), ending where it began. */
function loopThrough(graph: ImportGraph, start: string, group: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === undefined) break;
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const back: string[] = [];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) back.push(at);
        return [start, ...back.reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** One loop per cycle, each starting at its group's first file in name order, sorted so the report is stable. */
export function importCycles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || (graph.get(group[0] ?? '') ?? []).includes(group[0] ?? ''))
    .map((group) => {
      const start = [...group].sort()[0] ?? '';
      return loopThrough(graph, start, new Set(group));
    })
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
