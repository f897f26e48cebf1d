/**
 * Every block type: its component and, when it needs more than its own
 * config, its resolver. One line each. `satisfies` makes a missing or extra
 * registration a type error, so the registry cannot drift from the schemas.
 */
import type { Block } from '@/schemas/generated/config-types';
import { resolvedBlock, staticBlock, type BlockRegistry } from '@/engine/render';
import type { ResolveContext } from '@/engine/resolve-context';
import { AdSlotBlock } from './ad-slot/Component';
import { resolveAdSlot } from './ad-slot/resolve';
import { BenefitListBlock } from './benefit-list/Component';
import { resolveBenefitList } from './benefit-list/resolve';
import { CalculatorBlock } from './calculator/Component';
import { resolveCalculator } from './calculator/resolve';
import { CallToActionBlock } from './call-to-action/Component';
import { resolveCallToAction } from './call-to-action/resolve';
import { ContactFormBlock } from './contact-form/Component';
import { resolveContactForm } from './contact-form/resolve';
import { ContractDownloadBlock } from './contract-download/Component';
import { ExpandableTextBlock } from './expandable-text/Component';
import { resolveExpandableText } from './expandable-text/resolve';
import { FaqBlock } from './faq/Component';
import { FeatureBlocksBlock } from './feature-blocks/Component';
import { resolveFeatureBlocks } from './feature-blocks/resolve';
import { HeroBlock } from './hero/Component';
import { resolveHero } from './hero/resolve';
import { ImpressionQuotesBlock } from './impression-quotes/Component';
import { resolveImpressionQuotes } from './impression-quotes/resolve';
import { LegalTextBlock } from './legal-text/Component';
import { resolveLegalText } from './legal-text/resolve';
import { PricingBlock } from './pricing/Component';
import { resolvePricing } from './pricing/resolve';
import { ReviewsBlock } from './reviews/Component';
import { resolveReviews } from './reviews/resolve';
import { RichTextBlock } from './rich-text/Component';
import { ServiceGroupsBlock } from './service-groups/Component';
import { resolveServiceGroups } from './service-groups/resolve';
import { StateGuideBlock } from './state-guide/Component';
import { resolveStateGuide } from './state-guide/resolve';
import { StateGuideIndexBlock } from './state-guide-index/Component';
import { resolveStateGuideIndex } from './state-guide-index/resolve';
import { SignOutFormBlock } from './sign-out-form/Component';
import { resolveSignOutForm } from './sign-out-form/resolve';
import { SocialRatingsBlock } from './social-ratings/Component';
import { resolveSocialRatings } from './social-ratings/resolve';
import { TestimonialsBlock } from './testimonials/Component';
import { resolveTestimonials } from './testimonials/resolve';

export const blockRegistry = {
  'ad-slot': resolvedBlock(AdSlotBlock, resolveAdSlot),
  'benefit-list': resolvedBlock(BenefitListBlock, resolveBenefitList),
  calculator: resolvedBlock(CalculatorBlock, resolveCalculator),
  'call-to-action': resolvedBlock(CallToActionBlock, resolveCallToAction),
  'contact-form': resolvedBlock(ContactFormBlock, resolveContactForm),
  'contract-download': staticBlock(ContractDownloadBlock),
  'expandable-text': resolvedBlock(ExpandableTextBlock, resolveExpandableText),
  faq: staticBlock(FaqBlock),
  'feature-blocks': resolvedBlock(FeatureBlocksBlock, resolveFeatureBlocks),
  hero: resolvedBlock(HeroBlock, resolveHero),
  'impression-quotes': resolvedBlock(ImpressionQuotesBlock, resolveImpressionQuotes),
  'legal-text': resolvedBlock(LegalTextBlock, resolveLegalText),
  pricing: resolvedBlock(PricingBlock, resolvePricing),
  reviews: resolvedBlock(ReviewsBlock, resolveReviews),
  'rich-text': staticBlock(RichTextBlock),
  'service-groups': resolvedBlock(ServiceGroupsBlock, resolveServiceGroups),
  'sign-out-form': resolvedBlock(SignOutFormBlock, resolveSignOutForm),
  'social-ratings': resolvedBlock(SocialRatingsBlock, resolveSocialRatings),
  'state-guide': resolvedBlock(StateGuideBlock, resolveStateGuide),
  'state-guide-index': resolvedBlock(StateGuideIndexBlock, resolveStateGuideIndex),
  testimonials: resolvedBlock(TestimonialsBlock, resolveTestimonials),
} satisfies BlockRegistry<Block, ResolveContext>;
