import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '@/components/blocks/test-utils';
import { InputsPanel } from './inputs/InputsPanel.client';
import { WithholdingSection } from './inputs/WithholdingSection.client';
import { CalculatorMessagesContext, EngineTextsContext } from './messages/context.client';
import { en } from './messages/en-US';
import { es } from './messages/es-US';
import type { CalculatorMessages } from './messages/types';
import { certificateOf, summaryOf, view, withholdingOf, yearOfPay } from './model/calculator-view';
import { loadEngineWords, type EngineTexts } from './model/engine-texts';
import { printedInputs } from './model/printed-inputs';
import { DEFAULT_STATE, type CalculatorState } from './model/query-state';
import { resultRows } from './model/result-rows';
import { MoneyChart } from './results/MoneyChart.client';
import { ResultsPanel } from './results/ResultsPanel.client';
import { YearEnd } from './results/YearEnd.client';

/** New York, $25 an hour for a week of 9-hour days, paid on 2 March 2026, with income tax withheld. */
const FORM: CalculatorState = {
  ...DEFAULT_STATE,
  state: 'NY',
  rate: '25',
  hoursByDay: ['', '9', '9', '9', '9', '9', ''],
  payDate: '2026-03-02',
  withholdFederalIncomeTax: true,
};

let spanishEngine: EngineTexts;
beforeAll(async () => {
  spanishEngine = await loadEngineWords('es-US', FORM.state);
});

function inLanguage(messages: CalculatorMessages, engine: EngineTexts, children: ReactNode) {
  return (
    <CalculatorMessagesContext value={messages}>
      <EngineTextsContext value={engine}>{children}</EngineTextsContext>
    </CalculatorMessagesContext>
  );
}

function inputs(messages: CalculatorMessages, engine: EngineTexts): string {
  const taxYear = yearOfPay(FORM.payDate, en).taxYear;
  const summary = summaryOf(taxYear, 'NY', engine);
  return renderHtml(
    inLanguage(
      messages,
      engine,
      <InputsPanel
        form={FORM}
        states={[{ code: 'NY', name: 'New York' }]}
        taxYear={taxYear}
        summary={summary}
        errors={{ rate: messages === es ? es.input.negative(es.fieldNames.rate) : 'Hourly rate can’t be negative' }}
        update={() => undefined}
        minimumWage={undefined}
        hours={undefined}
      >
        <WithholdingSection
          form={FORM}
          taxYear={taxYear}
          summary={summary}
          choice={withholdingOf(FORM, taxYear, engine)}
          certificate={certificateOf(taxYear, 'NY', messages, engine)}
          errors={{}}
          stateErrors={{}}
          update={() => undefined}
        />
      </InputsPanel>,
    ),
  );
}

function results(messages: CalculatorMessages, engine: EngineTexts): string {
  const { year, outcome } = view(FORM, messages, engine);
  if (outcome.result === null) throw new Error(JSON.stringify(outcome.fieldErrors));
  return renderHtml(
    inLanguage(
      messages,
      engine,
      <ResultsPanel
        form={FORM}
        year={year}
        outcome={outcome}
        summary={summaryOf(year.taxYear, 'NY', engine)}
        waitingFor=""
        email={null}
        showDetails
        onSent={() => undefined}
        benefits={[]}
        guide={undefined}
      />,
    ),
  );
}

describe('the inputs panel in Spanish', () => {
  it('labels every field, choice and hint in Spanish', () => {
    const text = textOf(inputs(es, spanishEngine));
    for (const words of [
      'Estado donde trabaja su cuidador(a)',
      'Cada cuánto paga',
      'Semanal',
      'Fecha de pago',
      'Año tributario',
      'Por hora',
      'Tarifa por hora',
      'Horas de cada día de una semana típica',
      'Las horas de cada día: nosotros calculamos las horas extra',
      'Cuidado de niños (niñera)',
      'Retención del impuesto sobre el ingreso',
      'Su Formulario W-4',
      'Paso 1(c): estado civil para efectos de la declaración',
      'Opciones avanzadas',
      'No se admite una cifra negativa para la tarifa por hora',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Hourly rate|How often you pay|Income tax withholding|Their Form W-4/);
    expect(inputs(es, spanishEngine)).toContain('aria-label="El pago de su cuidador(a)"');
  });

  it('stays in English on an English page', () => {
    const text = textOf(inputs(en, undefined));
    for (const words of ['State where your caregiver works', 'Hourly rate', 'Income tax withholding', 'Their Form W-4'])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Tarifa|Retención/);
  });
});

describe('the results in Spanish', () => {
  it('heads the figures in Spanish, with the engine’s notes in Spanish', () => {
    const text = textOf(results(es, spanishEngine));
    for (const words of [
      'Costo total del empleador',
      'por período de pago (año tributario 2026)',
      'Lo que usted paga (año tributario 2026)',
      'Seguro Social (parte del empleador)',
      'Por período de pago',
      'Al año',
      'Ver el cálculo',
      'Imprimir',
      'Copiar enlace',
      'Pago neto para su cuidador(a)',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Total employer cost|Per pay period|Show the math|Copy link/);
  });

  it('shows the same figures, to the cent, in both languages', () => {
    const english = view(FORM, en).outcome.result;
    const spanish = view(FORM, es, spanishEngine).outcome.result;
    if (english === null || spanish === null) throw new Error('no result');
    // The engine names a state's own taxes in the page's language; every amount is the same.
    const amounts = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'label' ? undefined : item)));
    expect(amounts(spanish.perPeriod)).toEqual(amounts(english.perPeriod));
    expect(amounts(spanish.annual)).toEqual(amounts(english.annual));
    const englishText = textOf(results(en, undefined));
    const spanishText = textOf(results(es, spanishEngine));
    const figures = (text: string) => text.match(/-?\$[\d,]+\.\d{2}/g) ?? [];
    expect(figures(spanishText).length).toBeGreaterThan(20);
    expect(new Set(figures(spanishText))).toEqual(new Set(figures(englishText)));
    const cost = resultRows(spanish, 'budget', es).find((row) => row.id === 'employer.totalCost');
    expect(cost?.label).toBe('Costo total del empleador');
    // es-US money: a dollar sign, commas between thousands, a point before the cents.
    expect(spanishText).toMatch(/Costo total del empleador \$\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it('reads the same as before in English', () => {
    const text = textOf(results(en, undefined));
    for (const words of [
      'Total employer cost',
      'per pay period (2026 tax year)',
      'What you pay (2026 tax year)',
      'Social Security (employer share)',
      'Show the math',
      'Copy link',
      'Net pay to your caregiver',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Costo|período|Seguro Social/);
  });

  it('words the chart and the year end in Spanish', () => {
    const result = view(FORM, es, spanishEngine).outcome.result;
    if (result === null) throw new Error('no result');
    const chart = renderHtml(inLanguage(es, spanishEngine, <MoneyChart result={result} />));
    expect(chart).toContain('aria-label="De los $');
    expect(textOf(chart)).toContain('Sus impuestos como empleador: $');
    const yearEnd = textOf(renderHtml(inLanguage(es, spanishEngine, <YearEnd result={result} taxYear={2026} />)));
    expect(yearEnd).toContain('Formulario W-2 de 2026 de su cuidador(a)');
    expect(yearEnd).toContain('Su Anexo H (Formulario 1040) de 2026');
    expect(yearEnd).toContain('Casilla 1: salarios');
  });
});

describe('the model in Spanish', () => {
  it('explains an unusable input in Spanish, beside its field', () => {
    expect(view({ ...FORM, rate: 'abc' }, es).outcome.fieldErrors.rate).toBe(
      'Escriba la tarifa por hora como un número, por ejemplo 22.50',
    );
    expect(view({ ...FORM, hoursByDay: ['', '25', '8', '8', '8', '8', ''] }, es).outcome.fieldErrors.hoursByDay).toBe(
      'El lunes tiene como máximo 24 horas',
    );
    expect(yearOfPay('2019-05-01', es).error).toMatch(/^La calculadora abarca fechas de pago de \d{4} y \d{4}/);
  });

  it('prints the inputs in Spanish, with the date as Spanish writes it', () => {
    const taxYear = 2026;
    const groups = printedInputs(FORM, {
      stateName: 'New York',
      taxYear,
      summary: summaryOf(taxYear, 'NY', spanishEngine),
      choice: withholdingOf(FORM, taxYear, spanishEngine),
      certificate: [],
      messages: es,
    });
    const shown = Object.fromEntries(
      groups.flatMap((group) => group.inputs.map((input) => [input.label, input.value])),
    );
    expect(groups.map((group) => group.heading)).toEqual(['Pago', 'Retención del impuesto sobre el ingreso']);
    expect(shown).toMatchObject({
      'Qué calculó': 'Presupuesto: lo que usted paga',
      'Fecha de pago': '2 de marzo de 2026',
      'Cada cuánto paga': 'Semanal',
      'Horas de cada día de una semana típica': 'lun 9, mar 9, mié 9, jue 9, vie 9 (45 horas a la semana)',
      'Tarifa por hora': '$25',
      'Su cuidador(a) le pidió que retenga el impuesto sobre el ingreso': 'Sí',
    });
  });
});
