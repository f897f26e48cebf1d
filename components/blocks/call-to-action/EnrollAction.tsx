import type { EnrollmentAction } from '@/schemas/generated/config-types';
import type { RenderContext } from '@/engine/render-context';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { enrollmentHref, hiredFromOption } from './enrollment-href';
import { HiredQuestion, type HiredChoice } from './HiredQuestion.client';

export function EnrollAction({ action, context }: { action: EnrollmentAction; context: RenderContext }) {
  const base = { site: context.site, flags: context.flags, partner: action.partner, rx: action.rx, referral: action.referral };
  const href = enrollmentHref({ ...base, hired: action.hired });
  // A partner forces hired=yes, so asking would offer a choice that changes nothing.
  const options = action.askHired && !action.partner ? context.shared.get('option-lists', action.askHired) : undefined;
  const choices: HiredChoice[] = (options?.options ?? []).flatMap((option) => {
    const hired = hiredFromOption(option.value);
    return hired ? [{ label: option.label, value: option.value, href: enrollmentHref({ ...base, hired }) }] : [];
  });
  if (!options || choices.length === 0) {
    return (
      <ButtonLink href={href} color="secondary" size="large">
        {action.label}
      </ButtonLink>
    );
  }
  const initial = choices.find((choice) => hiredFromOption(choice.value) === action.hired);
  return <HiredQuestion question={options.label} choices={choices} defaultHref={href} initialValue={initial?.value} label={action.label} />;
}
