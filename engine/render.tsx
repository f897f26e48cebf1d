/**
 * The resolve and render stages. Each block type is registered with its
 * component and, when it needs more than its own config, a resolver that
 * turns ids, flags and site settings into the props the component renders.
 * The registry is passed in, so the engine never imports a block and tests
 * can render with a registry of their own.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';

export type BlockOfType<B extends { type: string }, K extends B['type']> = Extract<B, { type: K }>;

/** A block after the resolve stage: everything its component needs, ready to render without the context. */
export interface ResolvedBlock {
  type: string;
  render(key: string): ReactElement;
}

export interface BlockEntry<Block, Context> {
  resolve: (block: Block, context: Context) => ResolvedBlock;
}

/** One entry per block type, no more and no fewer: checked with `satisfies`. */
export type BlockRegistry<B extends { type: string }, Context> = {
  [K in B['type']]: BlockEntry<BlockOfType<B, K>, Context>;
};

/** A block whose component needs nothing but its own config. */
export function staticBlock<Block extends { type: string }>(
  Component: ComponentType<{ block: Block }>,
): BlockEntry<Block, unknown> {
  return { resolve: (block) => ({ type: block.type, render: (key) => createElement(Component, { key, block }) }) };
}

/** A block whose resolver looks up what its component needs (shared ids → objects, links, flags). */
export function resolvedBlock<Block extends { type: string }, Context, Resolved extends object>(
  Component: ComponentType<{ block: Block } & Resolved>,
  resolve: (block: Block, context: Context) => Resolved,
): BlockEntry<Block, Context> {
  return {
    resolve: (block, context) => {
      const resolved = resolve(block, context);
      return { type: block.type, render: (key) => createElement(Component, { key, ...resolved, block }) };
    },
  };
}

export interface UnknownBlockPolicy {
  /** Development shows a visible placeholder; production renders nothing and reports it. */
  mode: 'development' | 'production';
  report(type: string): void;
}

function hasType<B extends { type: string }, K extends B['type']>(block: B, type: K): block is BlockOfType<B, K> {
  return block.type === type;
}

function resolveOne<B extends { type: string }, Context, K extends B['type']>(
  registry: BlockRegistry<B, Context>,
  type: K,
  block: BlockOfType<B, K>,
  context: Context,
): ResolvedBlock {
  const entry: BlockEntry<BlockOfType<B, K>, Context> = registry[type];
  return entry.resolve(block, context);
}

function unknownBlock(type: string, policy: UnknownBlockPolicy): ResolvedBlock[] {
  // Validation rejects unknown types; this guards configs that skipped it.
  policy.report(type);
  if (policy.mode === 'production') return [];
  const placeholder = (key: string) => (
    <div
      key={key}
      role="alert"
      data-unknown-block={type}
      style={{ border: '2px dashed #b00020', padding: 16, margin: 16, color: '#b00020' }}
    >
      Unknown block type &quot;{type}&quot;: add it to components/blocks/registry.ts
    </div>
  );
  return [{ type, render: placeholder }];
}

/** The resolve stage: every block of a page, in order, with what its component needs looked up. */
export function resolveBlocks<B extends { type: string }, Context>(
  blocks: readonly B[],
  registry: BlockRegistry<B, Context>,
  context: Context,
  policy: UnknownBlockPolicy,
): ResolvedBlock[] {
  return blocks.flatMap((block) => {
    if (!Object.hasOwn(registry, block.type)) return unknownBlock(block.type, policy);
    const type: B['type'] = block.type;
    return hasType(block, type) ? [resolveOne(registry, type, block, context)] : [];
  });
}

export function renderBlocks<B extends { type: string }, Context>(
  blocks: readonly B[],
  registry: BlockRegistry<B, Context>,
  context: Context,
  policy: UnknownBlockPolicy,
): ReactElement[] {
  return resolveBlocks(blocks, registry, context, policy).map((resolved, index) =>
    resolved.render(`${index}-${resolved.type}`),
  );
}
