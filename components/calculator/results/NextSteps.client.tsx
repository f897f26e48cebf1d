'use client';
/**
 * What the family does next in the state of the result: the registrations, the new-hire report and how often to file
 * and pay, from the state's guide, with a link to the guide itself. The steps load once the visitor nears them (they
 * sit under the figures) or prints, so a result alone fetches none of it; the link is there at once, and stays if the
 * steps cannot be fetched.
 */
import { useEffect, useRef, useState } from 'react';
import { useCalculatorMessages } from '../messages/context.client';
import type { NextStepsPlan, PlanStep } from '../model/next-steps';
import { guideLink, type StateGuide } from '../model/state-guide-link';
import styles from './next-steps.module.css';

function Steps({ steps }: { steps: PlanStep[] }) {
  return (
    <ul className={styles.steps}>
      {steps.map((step) => (
        <li key={step.heading}>
          <strong>{step.heading}.</strong> {step.text}
        </li>
      ))}
    </ul>
  );
}

export function NextSteps({ code, guide }: { code: string; guide: StateGuide }) {
  const m = useCalculatorMessages();
  const say = m.nextSteps;
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<{ code: string; plan: NextStepsPlan | null } | undefined>();
  useEffect(() => {
    const element = section.current;
    if (wanted || element === null) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver !== 'function') return want();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    window.addEventListener('beforeprint', want);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', want);
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // The loader, which indexes every state's notes in each language, comes with the first steps a visitor nears.
    import('../model/next-steps-loader')
      .then((loader) => loader.loadNextSteps(code, guide, m))
      .then(
        (plan) => live && setLoaded({ code, plan }),
        () => live && setLoaded({ code, plan: null }),
      );
    return () => {
      live = false;
    };
  }, [wanted, code, guide, m]);
  // A state changed since: its steps are on their way, and the last state's are not shown meanwhile.
  const plan = loaded?.code === code ? loaded.plan : undefined;
  const link = guideLink(guide, m);
  return (
    <section ref={section} aria-labelledby="calc-next-steps" className={styles.nextSteps}>
      <h3 id="calc-next-steps">{say.heading(guide.place)}</h3>
      {plan === undefined && (
        <p className={styles.waiting} role="status">
          {say.loading(guide.place)}
        </p>
      )}
      {plan && (
        <ol className={styles.stages}>
          <li>
            <h4>{say.register}</h4>
            <Steps steps={plan.register} />
          </li>
          <li>
            <h4>{say.newHire}</h4>
            <Steps steps={[plan.newHire]} />
          </li>
          <li>
            <h4>{say.fileAndPay}</h4>
            <Steps steps={plan.fileAndPay} />
          </li>
        </ol>
      )}
      {plan === null && <p className={styles.waiting}>{say.failed}</p>}
      <p className={styles.guide}>
        <a href={link.href}>{link.label}</a>
      </p>
    </section>
  );
}
