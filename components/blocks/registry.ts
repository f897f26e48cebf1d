/**
 * Every block type and its component: one line each. `satisfies` makes a
 * missing or extra registration a type error, so the registry cannot drift
 * from the schemas.
 */
import type { Block } from '@/schemas/generated/config-types';
import type { BlockRegistry } from '@/engine/render';
import type { RenderContext } from '@/engine/render-context';
import { AdSlotBlock } from './ad-slot/Component';
import { BenefitListBlock } from './benefit-list/Component';
import { CalculatorBlock } from './calculator/Component';
import { CallToActionBlock } from './call-to-action/Component';
import { ContractDownloadBlock } from './contract-download/Component';
import { ExpandableTextBlock } from './expandable-text/Component';
import { FaqBlock } from './faq/Component';
import { FeatureBlocksBlock } from './feature-blocks/Component';
import { HeroBlock } from './hero/Component';
import { ImpressionQuotesBlock } from './impression-quotes/Component';
import { LegalTextBlock } from './legal-text/Component';
import { PricingBlock } from './pricing/Component';
import { ReviewsBlock } from './reviews/Component';
import { RichTextBlock } from './rich-text/Component';
import { ServiceGroupsBlock } from './service-groups/Component';
import { SocialRatingsBlock } from './social-ratings/Component';
import { TestimonialsBlock } from './testimonials/Component';

export const blockRegistry = {
  'ad-slot': AdSlotBlock,
  'benefit-list': BenefitListBlock,
  calculator: CalculatorBlock,
  'call-to-action': CallToActionBlock,
  'contract-download': ContractDownloadBlock,
  'expandable-text': ExpandableTextBlock,
  faq: FaqBlock,
  'feature-blocks': FeatureBlocksBlock,
  hero: HeroBlock,
  'impression-quotes': ImpressionQuotesBlock,
  'legal-text': LegalTextBlock,
  pricing: PricingBlock,
  reviews: ReviewsBlock,
  'rich-text': RichTextBlock,
  'service-groups': ServiceGroupsBlock,
  'social-ratings': SocialRatingsBlock,
  testimonials: TestimonialsBlock,
} satisfies BlockRegistry<Block, RenderContext>;
