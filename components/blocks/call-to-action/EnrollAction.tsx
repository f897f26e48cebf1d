import type { EnrollmentAction } from '@/schemas/generated/config-types';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { HiredQuestion } from './HiredQuestion.client';
import type { ResolvedEnrollment } from './resolve';

export function EnrollAction({ action, enrollment }: { action: EnrollmentAction; enrollment: ResolvedEnrollment }) {
  const { href, question } = enrollment;
  if (!question) {
    return (
      <ButtonLink href={href} color="secondary" size="large">
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <HiredQuestion
      question={question.label}
      choices={question.choices}
      defaultHref={href}
      initialValue={question.initialValue}
      label={action.label}
    />
  );
}
