/**
 * Every word the engine writes, in neutral US Spanish, addressed as "usted", with the IRS's own Spanish terms (Seguro
 * Social, Medicare, retención, impuesto federal sobre el ingreso, impuesto federal para el desempleo (FUTA), empleado
 * doméstico, Formulario W-4, Publicación 15-T). The engine's input names (suiRate, stateW4.countyRate, payDate …) stay
 * as they are: an API caller types them, and the calculator puts its own field names in their place.
 */
import type { CompiledOvertimeRule } from '@/paylaw';
import type { PayFrequency } from '../../core/types';
import type { Formats } from '../format';
import type { DayNames, EnginePhrases } from './en';
import { SPANISH_FORMATS } from './es-format';

const f: Formats = SPANISH_FORMATS;
const count = (hours: number): string => f.number(hours, 2);
const hoursText = (hours: number): string => `${count(hours)} h`;
/** The engine's own name for federal law among the jurisdictions of pay law (a key, never shown as is). */
const FEDERAL = 'federal law';
const y = (items: readonly string[]): string => items.join(' y ');
const o = (items: readonly string[]): string => items.join(' o ');

const FREQUENCY: Record<PayFrequency, string> = {
  daily: 'diaria',
  weekly: 'semanal',
  biweekly: 'bisemanal',
  semimonthly: 'quincenal',
  monthly: 'mensual',
  quarterly: 'trimestral',
  semiannual: 'semestral',
  annual: 'anual',
};

const DAY_NAMES: DayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

const YEAR_STEP = 'Para un año con este pago';

const HOW_TO_ELECT =
  '(indique withholdFederalIncomeTax como true para el federal y el estatal juntos, o withholdStateIncomeTax solo para el estatal)';

const NOT_DUE_FICA = 'No se adeuda: los salarios en efectivo del año no llegan al umbral para empleados domésticos.';

const horas = (n: number): string => `${n} hora${n === 1 ? '' : 's'}`;

/** The same clause as paylaw's describeRule, from the same numbers: "tiempo y medio después de 9 horas en una jornada". */
function overtimeRule(rule: CompiledOvertimeRule): string {
  const after: string[] = [];
  if (rule.daily !== undefined) after.push(`${horas(rule.daily)} en una jornada`);
  if (rule.weekly !== undefined)
    after.push(`${after.length > 0 ? rule.weekly : horas(rule.weekly)} en una semana laboral`);
  const parts: string[] = [];
  if (after.length > 0) parts.push(`tiempo y medio después de ${o(after)}`);
  if (rule.dailyDoubleTime !== undefined)
    parts.push(`tiempo doble después de ${horas(rule.dailyDoubleTime)} en una jornada`);
  if (rule.premiumDays !== undefined) {
    const { afterDays, doubleTimeAfter } = rule.premiumDays;
    const days =
      afterDays === 6
        ? 'un séptimo día trabajado en la semana'
        : afterDays === 5
          ? 'un sexto o séptimo día trabajado en la semana'
          : `cada día trabajado en la semana después de los primeros ${afterDays}`;
    parts.push(
      doubleTimeAfter === undefined
        ? `tiempo y medio por ${days}`
        : `tiempo y medio por ${days}, tiempo doble después de ${horas(doubleTimeAfter)} ese día`,
    );
  }
  return parts.join('; ');
}

/** The labels tax/local gives its figures ("show the math" of a local tax), by their English. */
const LOCAL_FIGURES: Readonly<Record<string, string>> = {
  'Most a year': 'Máximo al año',
  'Each month': 'Cada mes',
  "When the month's wages reach": 'Cuando los salarios del mes llegan a',
  'Rate you entered': 'La tasa que usted indicó',
};

export const es: EnginePhrases = {
  format: f,
  and: y,
  jurisdiction: (name) => (name === FEDERAL ? 'la ley federal' : name),
  overtimeRule,
  dayNames: DAY_NAMES,
  frequency: FREQUENCY,

  federal: {
    futaCreditReduction: (p) =>
      `El impuesto federal para el desempleo (FUTA) en ${p.state} es del ${p.rate}: el ${p.usual} habitual más ${p.reduction}, porque ${p.state} aún le debe al fondo federal de desempleo.`,
    futaUsualRate: (p) =>
      `Se usa la tasa habitual del impuesto federal para el desempleo (FUTA), del ${p.usual}. Cada noviembre el Departamento del Trabajo nombra los estados cuyos empleadores pagan más ese año${p.pending === undefined ? '' : ` (${p.pending})`}; en un estado de su lista de ${p.taxYear}, el crédito reducido se suma a esta línea.`,
    incomeTaxNotWithheld:
      'No se retiene el impuesto federal sobre el ingreso: el empleador doméstico lo retiene solo cuando el empleado lo pide y el empleador está de acuerdo (indique withholdFederalIncomeTax como true).',
    incomeTaxWithoutW4:
      'Si su cuidador o cuidadora no le entregó un Formulario W-4, el impuesto federal sobre el ingreso se retiene como para una persona soltera sin ajustes, según lo dispone el IRS.',
    additionalMedicare: (p) =>
      `El Impuesto Adicional del Medicare, del ${p.rate}, se retiene sobre los salarios del año que superan ${p.threshold}; el empleador no aporta una cantidad igual.`,
  },

  household: {
    wagesJudged: (annual) =>
      `Qué impuestos de empleo doméstico corresponden se decidió con ${annual} de salarios en el año (este pago en cada período de pago); indique annualCashWages si el total del año será distinto.`,
    noFica: (p) =>
      `No se adeudan impuestos del Seguro Social ni del Medicare: ${p.annual} de salarios en efectivo en el año no llega al umbral de ${p.threshold} para empleados domésticos. Si los salarios del año llegan a ${p.threshold}, todos pasan a estar sujetos al impuesto.`,
    noFuta: (p) =>
      `No se adeuda el impuesto federal para el desempleo (FUTA): unos ${p.quarterly} en un trimestre${p.fewerThanFourPaydays ? ' con día de pago' : ''} no llegan al umbral de ${p.threshold}. Se adeuda cuando los salarios en efectivo pagados a todos sus empleados domésticos llegan a ${p.threshold} en cualquier trimestre natural de este año o del año pasado.`,
  },

  unemployment: {
    newEmployerRateUnknown: 'se desconoce la tasa para empleadores nuevos',
    ownRateRange: (p) =>
      `${p.state} asigna a cada empleador nuevo su propia tasa, de ${p.min} a ${p.max}${p.note === undefined ? '' : ` (${p.note})`}`,
    notComputed: (p) =>
      `No se calcula el impuesto estatal para el desempleo (SUI) de ${p.state}: ${p.why}. Indique la tasa que figura en el aviso de su estado como suiRate (0.027 para 2.7%).`,
    newEmployerRate: (p) =>
      `El impuesto para el desempleo de ${p.state} usa la tasa para empleadores nuevos, del ${p.rate}; si le asignaron una tasa, indíquela como suiRate.`,
    givenWageBase: (state) =>
      `La base salarial del impuesto para el desempleo de ${state} no figura en nuestros datos; se usa la suiWageBase que usted indicó.`,
    unknownWageBase: (state) =>
      `Se desconoce la base salarial del impuesto para el desempleo de ${state}, así que este impuesto se calcula sobre todos los salarios y podría resultar mayor de lo debido. Indique la base que figura en el aviso de su estado como suiWageBase.`,
  },

  program: {
    notComputed: (label) => `${label}: no se calcula porque se desconoce su tasa.`,
    note: (p) => `${p.label}: ${p.note}`,
    unknownCap: (label) =>
      `${label}: tiene un tope, pero se desconoce su cantidad, así que no se aplicó ninguno; podría resultar mayor de lo debido.`,
  },

  payLaw: {
    minimumAt: (p) =>
      `${p.hourly} por hora${p.jurisdiction === FEDERAL ? ' según la ley federal' : ` en ${p.jurisdiction}`}`,
    weekOvertime: (p) => {
      const verb = (hours: number) => `${count(hours)} ${hours === 1 ? 'se paga' : 'se pagan'}`;
      const premium =
        p.overtime === 0
          ? `${verb(p.doubleTime)} con tiempo doble`
          : p.doubleTime === 0
            ? `${verb(p.overtime)} con tiempo y medio`
            : `${verb(p.overtime)} con tiempo y medio y ${count(p.doubleTime)} con tiempo doble`;
      const law = p.jurisdiction === FEDERAL ? 'la ley federal' : `la ley de ${p.jurisdiction}`;
      return `De las ${count(p.total)} horas de la semana, ${premium} según ${law}, la más protectora que se aplica aquí: ${p.rule}.`;
    },
    noOvertime: (p) => {
      const who =
        p.worker === 'liveIn'
          ? 'un trabajador que vive en su casa'
          : p.worker === 'companion'
            ? 'un acompañante que usted contrata directamente'
            : 'este trabajador';
      return `Ninguna hora es hora extra: la ley federal no exige pagar horas extra a ${who}, y ${p.state} no tiene una regla de horas extra para este caso.`;
    },
    regularPastWeekly: (p) =>
      `Las horas regulares suman ${count(p.perWeek)} a la semana, más de las ${p.weekly} a partir de las cuales ${p.jurisdiction === FEDERAL ? 'la ley federal' : p.jurisdiction} exige tiempo y medio: cuente las horas que pasan de ${p.weekly} como horas extra, o indique las horas de cada día (hoursByDay) para que se calculen.`,
    noMinimumCompanion: (state) =>
      `Ningún salario mínimo cubre a un acompañante que usted contrata directamente en ${state}: la ley federal exime el acompañamiento, y la ley de ${state} no lo abarca.`,
    noMinimum: (state) => `Ninguna ley de salario mínimo cubre a este trabajador en ${state}.`,
    belowMinimum: (p) =>
      `La tarifa por hora, ${p.rate}, es menor que el salario mínimo que corresponde: ${p.minimum} desde el ${p.from} (${p.authority}).`,
    minimumChanges: (p) =>
      `El salario mínimo pasa a ser de ${p.minimum} el ${p.on}${p.dateGiven ? '' : '; indique payDate para un pago desde ese día'}.`,
    minimumBehind: (p) =>
      `${p.jurisdiction} ajusta su salario mínimo cada año el ${p.yearly}; la tarifa desde el ${p.since} aún no figura en estas cifras, así que se usa su tarifa desde el ${p.lastFrom}, ${p.lastHourly} por hora: el mínimo que usted debe podría ser mayor.`,
    minimumUnconfirmed: (jurisdictions) =>
      `${y(jurisdictions)}: aún no está confirmado su propio salario mínimo para trabajadores domésticos, así que no se incluye.`,
  },

  stateTax: {
    unprintedTable: (p) =>
      `Aproximación: la publicación de ${p.state} no incluye una tabla de retención ${p.frequency} ni da una regla para ese período de pago; se usa el equivalente de la tabla anual (el impuesto sobre este pago multiplicado por ${p.periods} y dividido entre ${p.periods}).`,
    unprintedLocalityTable: (p) =>
      `Aproximación: la publicación de ${p.locality} no incluye una tabla ${p.frequency} ni da una regla para ese período de pago; se usa el equivalente de su tabla anual (o, si no la tiene, sus cifras anuales).`,
    notPermitted: (p) => `No se retiene el impuesto estatal sobre el ingreso de ${p.state}: ${p.reason}`,
    requiredButOff: (p) =>
      `No se retiene el impuesto estatal sobre el ingreso de ${p.state} porque withholdStateIncomeTax es false, aunque ${p.state} lo exige: ${p.reason}`,
    voluntaryReason:
      'el empleador doméstico lo retiene solo cuando el empleado lo pide y el empleador está de acuerdo.',
    notWithheld: (p) => `No se retiene el impuesto estatal sobre el ingreso de ${p.state}: ${p.why} ${HOW_TO_ELECT}.`,
    laterChanges: (p) =>
      `${p.state} cambia su retención el ${y(p.dates)}; estas cifras usan las reglas para una fecha de pago del ${p.payDate}${p.payDateGiven ? '' : ' (no se indicó payDate)'}.`,
    noIncomeTax: (state) => `${state} no tiene impuesto estatal sobre el ingreso de los salarios.`,
    notComputed: (p) =>
      `No se calcula la retención del impuesto estatal sobre el ingreso de ${p.state}: ${p.note} Indique la cantidad que debe retenerse como stateW4.additionalWithholding.`,
    approximation: (state) =>
      `Aproximación: la retención de ${state} aquí es nuestra estimación más cercana y puede diferir un poco de las tablas del propio estado.`,
    countyNotComputed: (label) =>
      `${label}: no se calcula; indique la tasa del condado del empleado como stateW4.countyRate (una fracción).`,
    countyDefault: (p) =>
      `${p.label}: se incluye al ${p.rate} (${p.rateName ?? 'la tasa predeterminada'}); indique la tasa del condado del empleado como stateW4.countyRate.`,
    residentsOnly: (p) => `${y(p.names)}: se retiene solo a los residentes; indique stateW4.residence (${o(p.codes)}).`,
    nonresidents: (p) =>
      `${y(p.names)}: se aplica a quienes no residen allí pero trabajan allí; indique stateW4.workplace (${o(p.codes)}).`,
    withoutCertificate: (p) => {
      const allowances =
        p.allowances === 0 ? 'ningún descuento' : p.allowances === 1 ? 'un descuento' : `${p.allowances} descuentos`;
      return `Si su cuidador o cuidadora no le entregó el ${p.form}, la retención de ${p.state} se calcula como para «${p.status}» con ${allowances}, según lo dispone el estado cuando no se presenta el formulario.`;
    },
  },

  math: {
    yearStepStart: YEAR_STEP,
    wageBase: 'base salarial',
    allUnderCap: (p) => `Los ${p.wages} de este pago están por debajo de la ${p.label} de ${p.cap}.`,
    partlyUnderCap: (p) =>
      `Se pagaron ${p.ytd} antes en este año, así que ${p.covered} de este pago de ${p.wages} están por debajo de la ${p.label} de ${p.cap}.`,
    paychecks: (runs) =>
      runs
        .map(({ count: n, amount }, index) => `${n}${index === 0 ? ` pago${n === 1 ? '' : 's'}` : ''} de ${amount}`)
        .join(', luego '),
    yearOfPaychecks: (p) =>
      `${YEAR_STEP} desde el 1 de enero (${p.wages} de salarios)${p.why === undefined ? '' : `, ${p.why}`}: ${p.paychecks}; ${p.sum} en total${p.held === undefined ? '' : `, limitado al máximo del año: ${p.held}`}.`,
    product: (p) => `${p.rate} × ${p.base} = ${p.result}`,

    employeeRate: 'Tasa del empleado',
    employerRate: 'Tasa del empleador',
    employeeRateAllWages: 'Tasa del empleado, sobre todos los salarios',
    employerRateAllWages: 'Tasa del empleador, sobre todos los salarios',
    wageBaseForYear: 'Base salarial del año',
    householdThreshold: 'Umbral para empleados domésticos',
    notDueFica: NOT_DUE_FICA,
    socialSecurityStops: (base) =>
      `el Seguro Social deja de aplicarse cuando los salarios llegan a la base salarial de ${base}`,
    additionalMedicareStarts: (threshold) =>
      `el Impuesto Adicional del Medicare empieza cuando los salarios superan ${threshold}`,
    additionalRate: 'Tasa, solo del empleado',
    additionalAbove: 'Sobre los salarios del año que superan',
    notAboveThreshold: (p) =>
      `${p.paid} pagados en lo que va del año, con este pago: no superan ${p.threshold}, así que no se retiene nada.`,
    aboveThreshold: (p) => `${p.over} de este pago superan los ${p.threshold} del año.`,

    method: 'Método',
    methodPre2020: 'Publicación 15-T, Hoja de trabajo 1A (método de porcentaje, Formulario W-4 de 2019 o anterior)',
    method2020: 'Publicación 15-T, Hoja de trabajo 1A (método de porcentaje, Formulario W-4 de 2020 o posterior)',
    eachAllowance: 'Cada descuento (línea 1k)',
    notWithheld: 'No se retiene.',
    marriedJointly: 'casado que presenta una declaración conjunta',
    headOfHousehold: 'cabeza de familia',
    singleOrSeparately: 'soltero o casado que presenta la declaración por separado',
    standardTable: (status) => `Tabla estándar, ${status}`,
    checkboxTable: (status) => `Tabla de la casilla del Paso 2, ${status}`,
    bracket: (p) => `${p.base} más el ${p.rate} sobre lo que exceda de ${p.over}`,
    annualized: (p) => `${p.pay} × ${p.periods} períodos de pago = ${p.annual} al año`,
    lessAllowances: (p) => `menos ${p.allowances} descuentos × ${p.each} = ${p.total}`,
    adjustedWages: (amount) => `Salarios anuales ajustados: ${amount}`,
    taxForYear: (p) => `Impuesto del año: ${p.base} + ${p.rate} × (${p.adjusted} − ${p.over}) = ${p.tax}`,
    perPeriod: (p) => `÷ ${p.periods} = ${p.amount} por período de pago`,
    extraLine6: (p) => `más la retención adicional de la línea 6, ${p.extra}: ${p.withheld}`,
    step4a: (amount) => `más otros ingresos del Paso 4(a), ${amount}`,
    step4b: (amount) => `menos deducciones del Paso 4(b), ${amount}`,
    line1g: (amount) => `menos ${amount} (Hoja de trabajo 1A, línea 1g)`,
    step3: (p) => `menos créditos del Paso 3, ${p.credits} ÷ ${p.periods}: ${p.result}`,
    step4c: (p) => `más la retención adicional del Paso 4(c), ${p.extra}: ${p.withheld}`,

    futaNetRate: 'Tasa neta después del crédito estatal',
    futaQuarterThreshold: 'Umbral trimestral para empleo doméstico',
    creditReductionIn: (state) => `Reducción del crédito en ${state}`,
    notDueFuta: 'No se adeuda: los salarios en efectivo no llegan al umbral trimestral.',
    futaStops: (base) => `el FUTA deja de aplicarse cuando los salarios llegan a la base salarial de ${base}`,

    householdRule: 'Retención a empleados domésticos',
    householdRuleWords: {
      required: 'obligatoria',
      voluntary: 'solo cuando el empleado la pide y usted está de acuerdo',
      notPermitted: 'no permitida',
    },
    withheldThisPeriod: (amount) => `Retenido en este período de pago: ${amount}`,
    yearFigure: (amount) => `${YEAR_STEP}: ${amount}`,
    incomeTaxOnWages: 'Impuesto sobre el ingreso de los salarios',
    none: 'ninguno',
    withholdingMethod: 'Método de retención',
    methodNotInData: 'no figura en nuestros datos: la cantidad que usted indique',
    stateFormula: (p) => `Fórmula de ${p.state} vigente desde el ${f.longDate(p.from)}`,
    howStateWorksItOut: 'Cómo lo calcula el estado',
    whereEstimate: 'Dónde esto es una estimación',
    certificateStatus: (p) => `${p.form}: ${p.status}${p.exempt ? ', exento' : ''}`,

    newEmployerRate: 'Tasa para empleadores nuevos',
    unknown: 'desconocida',
    assignedRate: 'La tasa que le asignaron',
    unknownAllWages: 'desconocida: todos los salarios',
    suiNotComputed: 'No se calcula: se desconoce la tasa.',
    suiStops: (p) =>
      `el impuesto para el desempleo de ${p.state} deja de aplicarse cuando los salarios llegan a la base salarial de ${p.base}`,

    programRate: (payer) => (payer === 'employee' ? 'Tasa (empleado)' : 'Tasa (empleador)'),
    programWageBase: 'Base salarial del año',
    weeklyWageCap: 'Salarios cubiertos cada semana, como máximo',
    weeklyMaximum: 'Máximo a la semana',
    annualMaximum: 'Máximo al año',
    capUnknown: 'desconocido, no se aplicó',
    capped: (amount) => `Con el tope indicado arriba: ${amount}`,
    programStopsAtBase: (p) =>
      `${p.label} deja de aplicarse cuando los salarios llegan a la base salarial de ${p.base}`,
    programStopsAtAmount: (p) => `${p.label} deja de aplicarse cuando llega a ${p.maximum} en el año`,

    withheldWithState: 'Retenido junto con el impuesto estatal, según sus reglas',
    localFigure: (label) => LOCAL_FIGURES[label] ?? label,
  },

  hours: {
    hours: hoursText,
    regular: (hours) => `${hours} regulares`,
    timeAndAHalf: (hours) => `${hours} con tiempo y medio`,
    doubleTime: (hours) => `${hours} con tiempo doble`,
    yearOfGross: (p) =>
      `${YEAR_STEP}: ${p.perPeriod} por período de pago × ${p.periods} períodos de pago = ${p.annual}`,
    overtimeOf: (jurisdiction) => `Horas extra, ${jurisdiction}`,
    minimumWageOn: (p) => `Salario mínimo el ${p.date}, ${p.jurisdiction}`,
    anHour: (amount) => `${amount} por hora`,
    forHoursGiven: (pay) => `${pay} por las horas que usted indicó`,
    theWeek: (p) => `La semana: ${p.days.join(', ') || 'sin horas'}; ${p.total} en total.`,
    underRule: (p) => `Según ${p.jurisdiction} (${p.rule}): ${p.split}.`,
    noRule: 'Ninguna regla de horas extra se aplica a este trabajador: cada hora se paga a la tarifa.',
    mostProtective: (split) => `El resultado más protector, que es el que se debe: ${split}.`,
    forTheWeek: (pay) => `${pay} por la semana`,
    weeksInPeriod: (p) => `× ${f.number(p.weeks, 4)} semanas en un período de pago = ${p.pay}`,
  },
};
