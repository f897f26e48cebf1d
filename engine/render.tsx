/**
 * Maps each block of a page to its registered component. The registry is
 * passed in, so the engine never imports a block and tests can render with a
 * registry of their own.
 */
import type { ComponentType, ReactElement } from 'react';

export type BlockOfType<B extends { type: string }, K extends B['type']> = Extract<B, { type: K }>;

export type BlockComponent<Block, Context> = ComponentType<{ block: Block; context: Context }>;

/** One component per block type, no more and no fewer: checked with `satisfies`. */
export type BlockRegistry<B extends { type: string }, Context> = {
  [K in B['type']]: BlockComponent<BlockOfType<B, K>, Context>;
};

export interface UnknownBlockPolicy {
  /** Development shows a visible placeholder; production renders nothing and reports it. */
  mode: 'development' | 'production';
  report(type: string): void;
}

function hasType<B extends { type: string }, K extends B['type']>(block: B, type: K): block is BlockOfType<B, K> {
  return block.type === type;
}

function renderOne<B extends { type: string }, Context, K extends B['type']>(
  registry: BlockRegistry<B, Context>,
  type: K,
  block: BlockOfType<B, K>,
  context: Context,
  key: string,
): ReactElement {
  const Component: BlockComponent<BlockOfType<B, K>, Context> = registry[type];
  return <Component key={key} block={block} context={context} />;
}

export function renderBlocks<B extends { type: string }, Context>(
  blocks: readonly B[],
  registry: BlockRegistry<B, Context>,
  context: Context,
  policy: UnknownBlockPolicy,
): ReactElement[] {
  return blocks.flatMap((block, index) => {
    const key = `${index}-${block.type}`;
    // Validation rejects unknown types; this guards configs that skipped it.
    if (!Object.hasOwn(registry, block.type)) {
      policy.report(block.type);
      if (policy.mode === 'production') return [];
      return [
        <div key={key} role="alert" data-unknown-block={block.type} style={{ border: '2px dashed #b00020', padding: 16, margin: 16, color: '#b00020' }}>
          Unknown block type &quot;{block.type}&quot;: add it to components/blocks/registry.ts
        </div>,
      ];
    }
    const type: B['type'] = block.type;
    return hasType(block, type) ? [renderOne(registry, type, block, context, key)] : [];
  });
}
