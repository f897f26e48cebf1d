import type { EnrollmentAction } from '@/schemas/generated/config-types';
import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';
import { enrollmentHref, hiredFromOption } from './enrollment-href';
import { callToActionMessages } from './messages';
import type { HiredChoice } from './HiredQuestion.client';

/** Where enrolling leads, and the "have you hired?" question when the block asks it: all computed on the server. */
export interface ResolvedEnrollment {
  href: string;
  question?: { label: string; choices: HiredChoice[]; initialValue?: number };
}

export function resolveEnrollment(action: EnrollmentAction, context: ResolveContext): ResolvedEnrollment {
  const base = {
    site: context.site,
    flags: context.flags,
    partner: action.partner,
    rx: action.rx,
    referral: action.referral,
    locale: context.locale,
  };
  const href = enrollmentHref({ ...base, hired: action.hired });
  // A partner forces hired=yes, so asking would offer a choice that changes nothing.
  const options = action.askHired && !action.partner ? context.shared.get('option-lists', action.askHired) : undefined;
  const choices: HiredChoice[] = (options?.options ?? []).flatMap((option) => {
    const hired = hiredFromOption(option.value);
    return hired ? [{ label: option.label, value: option.value, href: enrollmentHref({ ...base, hired }) }] : [];
  });
  if (!options || choices.length === 0) return { href };
  const initial = choices.find((choice) => hiredFromOption(choice.value) === action.hired);
  return { href, question: { label: options.label, choices, initialValue: initial?.value } };
}

export function resolveCallToAction(block: BlockConfig<'call-to-action'>, context: ResolveContext) {
  return {
    phone: context.site.brand.phone,
    orCall: callToActionMessages[context.locale].orCall,
    enrollment: block.action.kind === 'enroll' ? resolveEnrollment(block.action, context) : undefined,
  };
}

export type CallToActionResolved = ReturnType<typeof resolveCallToAction>;
