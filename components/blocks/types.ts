import type { Block } from '@/schemas/generated/config-types';
import type { BlockOfType } from '@/engine/render';

export type BlockType = Block['type'];

/** The config of one block of type T, as written in a page file. */
export type BlockConfig<T extends BlockType> = BlockOfType<Block, T>;

/** Props every block component gets; a block with a resolver (resolve.ts) also gets what it returns. */
export interface BlockProps<T extends BlockType> {
  block: BlockConfig<T>;
}
