/** A state's guide page as the calculator links to it, from what the calculator block's resolver hands over. */
import type { CalculatorMessages } from '../messages/types';

export interface StateGuide {
  /** "New York" */
  name: string;
  /** The name as a sentence uses it: "the District of Columbia". */
  place: string;
  /** The guide page: "/nanny-taxes/new-york". */
  href: string;
  /** The guide's notes file, pages-config/shared/state-guides/<slug>.json. */
  slug: string;
}

export const guideLink = (guide: StateGuide, messages: CalculatorMessages) => ({
  href: guide.href,
  label: messages.nextSteps.guideLink(guide.place),
});
