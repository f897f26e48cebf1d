import type { Block } from '@/schemas/generated/config-types';
import type { BlockOfType } from '@/engine/render';
import type { RenderContext } from '@/engine/render-context';

export type BlockType = Block['type'];

/** Props of the component registered for block type T. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<Block, T>;
  context: RenderContext;
}
