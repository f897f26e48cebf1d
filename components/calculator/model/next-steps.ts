/**
 * What a family does next once the calculator has shown what they will pay in a state: the accounts to open, the
 * new-hire report and how often to file and pay. The state's steps are the guide's own facts (its notes file, through
 * the guide's model), so the calculator and the guide page never say two different things; the federal steps are the
 * same in every state.
 */
import { filingFacts, registrationFacts, type NoteFact } from '@/components/blocks/state-guide/note-facts';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import type { CalculatorMessages } from '../messages/types';
import { guideLink, type StateGuide } from './state-guide-link';

export interface PlanStep {
  heading: string;
  text: string;
}

export interface NextStepsPlan {
  /** The accounts to open: the federal EIN, the state's unemployment account, its withholding account where it has one. */
  register: PlanStep[];
  /** Reporting the new caregiver to the state, with the deadline the state sets. */
  newHire: PlanStep;
  /** How often to file and pay: the state's returns, then the yearly federal filings. */
  fileAndPay: PlanStep[];
  guide: { href: string; label: string };
}

const step = ({ heading, text }: NoteFact): PlanStep => ({ heading, text });

const present = (facts: Array<NoteFact | undefined>): PlanStep[] =>
  facts.flatMap((fact) => (fact === undefined ? [] : [step(fact)]));

/** The state's steps are in the notes' language (the guide's words); the federal ones in the calculator's. */
export function nextStepsPlan(notes: StateGuideNotes, state: StateGuide, messages: CalculatorMessages): NextStepsPlan {
  const registration = registrationFacts(notes, state.name);
  const filing = filingFacts(notes);
  const { ein, federalFiling } = messages.nextSteps;
  return {
    register: [ein, ...present([registration.unemployment, registration.withholding])],
    newHire: step(registration.newHire),
    fileAndPay: [...present([filing.unemployment, filing.withholding, filing.householdOption]), federalFiling],
    guide: guideLink(state, messages),
  };
}
