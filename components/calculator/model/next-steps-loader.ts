/**
 * The next steps of the state chosen, loaded when a result for it is first shown: each state's notes file is a chunk
 * of its own (the import names the folder, so the bundler makes one chunk per file), and the plan's code comes with
 * the first, so the calculator carries none of the 51 guides until a family picks a state.
 */
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { withWords } from '@/engine/i18n/merge-words';
import type { CalculatorMessages } from '../messages/types';
import type { NextStepsPlan } from './next-steps';
import type { StateGuide } from './state-guide-link';

const SLUG = /^[a-z]+(-[a-z]+)*$/;

const isNotesOf = (value: unknown, code: string): value is StateGuideNotes =>
  typeof value === 'object' && value !== null && 'state' in value && value.state === code;

async function notesOf(code: string, slug: string, locale: string): Promise<StateGuideNotes> {
  if (!SLUG.test(slug)) throw new Error(`no state guide is named "${slug}"`);
  // Spanish: the notes' overlay (their words only) comes as a chunk of its own, beside the English it lays over.
  const [loaded, spanish] = await Promise.all([
    import(`../../../pages-config/shared/state-guides/${slug}.json`) as Promise<{ default: unknown }>,
    locale === 'es-US'
      ? (import(`../../../pages-config/translations/es-US/shared/state-guides/${slug}.json`) as Promise<{
          default: unknown;
        }>)
      : undefined,
  ]);
  if (!isNotesOf(loaded.default, code)) throw new Error(`the state guide "${slug}" is not ${code}'s`);
  return spanish ? withWords(loaded.default, spanish.default) : loaded.default;
}

const plans = new Map<string, Promise<NextStepsPlan>>();

/** The plan for one state, fetched once per visit; a failed fetch is forgotten, so choosing the state again retries. */
export function loadNextSteps(code: string, guide: StateGuide, messages: CalculatorMessages): Promise<NextStepsPlan> {
  const key = `${messages.locale}:${code}`;
  const known = plans.get(key);
  if (known) return known;
  const plan = Promise.all([import('./next-steps'), notesOf(code, guide.slug, messages.locale)]).then(
    ([model, notes]) => model.nextStepsPlan(notes, guide, messages),
  );
  plans.set(key, plan);
  plan.catch(() => plans.delete(key));
  return plan;
}
