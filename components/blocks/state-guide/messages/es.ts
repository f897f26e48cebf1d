import { noteFactWordsEs } from '../note-facts-words/es';
import type { StateGuideMessages } from './types';

export const stateGuideEs: StateGuideMessages = {
  page: {
    heading: (name) => `Cómo emplear a una niñera o a un cuidador en ${name}`,
    figuresFor: (taxYear, checked) =>
      `Cifras de ${taxYear}, tomadas de los mismos datos que usa nuestra calculadora. Datos verificados por última vez el ${checked}.`,
    becomeEmployer: (name) => `Cuándo se convierte usted en empleador doméstico en ${name}`,
    register: 'En qué debe inscribirse',
    taxesIn: (taxYear) => `Los impuestos de ${taxYear}`,
    taxCaption: (name, taxYear) => `Impuestos sobre la nómina de un empleado doméstico en ${name}, ${taxYear}`,
    taxColumn: 'Impuesto',
    payerColumn: 'Quién paga',
    figureColumn: 'Tasa y salarios',
    localTaxes: 'Impuestos locales',
    localTaxesIntro: (name) =>
      `Algunos lugares de ${name} cobran su propio impuesto sobre los salarios. La calculadora incluye cada uno de estos:`,
    filing: 'Con qué frecuencia debe presentar declaraciones',
    federalFiling: 'Ante el IRS y la SSA',
    exampleHeading: (weeklyWage) => `Un ejemplo práctico: ${weeklyWage} por semana`,
    caregiverPay: 'La paga de su cuidador',
    grossPay: 'Salario bruto',
    takeHomePay: 'Salario neto',
    onTopOfWage: 'Lo que usted paga además del salario',
    totalCost: 'Su costo total',
    lineColumn: 'Concepto',
    weekColumn: 'Cada semana',
    yearColumn: 'En el año',
    changeFigures: 'Cambie las cifras en la calculadora',
    goodToKnow: (name) => `Lo que conviene saber en ${name}`,
  },
  source: { one: 'Fuente: ', many: 'Fuentes: ' },
  thresholds: {
    calendarQuarter: 'en un trimestre calendario',
    calendarYear: 'en un año calendario',
    stateTax: (name) => `Impuesto estatal para el desempleo de ${name}`,
    stateUnknown: (name) =>
      `Aquí no se indica el umbral propio de ${name} para empleadores domésticos; la mayoría de los estados siguen el umbral federal que aparece abajo. Consulte a la agencia de desempleo del estado antes de su primer trimestre.`,
    stateOnce: (amount, period) =>
      `Cuando paga ${amount} o más en salarios en efectivo a empleados domésticos ${period}.`,
    futa: 'Impuesto federal para el desempleo (FUTA)',
    futaOnce: (amount) =>
      `Cuando paga ${amount} o más en salarios en efectivo a empleados domésticos en un trimestre calendario.`,
    socialSecurityAndMedicare: 'Seguro Social y Medicare',
    ficaOnce: (amount) => `Cuando paga a un empleado ${amount} o más en salarios en efectivo en el año.`,
  },
  taxes: {
    you: 'Usted',
    caregiver: 'Su cuidador',
    both: 'Ambos',
    assigned: 'Una tasa que el estado le asigna',
    assignedRange: (min, max) => `Una tasa que el estado le asigna, de ${min} a ${max} para un empleador nuevo`,
    stateInsurance: (name) => `Seguro de desempleo de ${name}`,
    newEmployerRate: (rate) => `${rate} para un empleador nuevo`,
    onAllWages: ', sobre todo el salario',
    onFirstWages: (amount) => ` sobre los primeros ${amount} del salario de cada empleado`,
    programRateUnset: 'Una tasa que el estado fija cada año',
    ofWages: (rate) => `${rate} del salario`,
    fica: (total, socialSecurity, wageBase, medicare) =>
      `${total} del salario cada uno (Seguro Social ${socialSecurity} sobre salarios de hasta ${wageBase}, Medicare ${medicare})`,
    futaOnFirstWages: (amount) => `sobre los primeros ${amount} del salario de cada empleado`,
    futaUnknownReduction: (rate, onWages, name) =>
      `${rate} ${onWages}, después del crédito por pagar a tiempo el impuesto para el desempleo de ${name} (más en un estado que el Departamento de Trabajo anuncie en noviembre con un crédito reducido)`,
    futaReduced: (total, onWages, usual, reduction, name) =>
      `${total} ${onWages}: el ${usual} habitual más ${reduction} porque el crédito de ${name} está reducido este año`,
    futaNet: (rate, onWages, name) =>
      `${rate} ${onWages}, después del crédito por pagar a tiempo el impuesto para el desempleo de ${name}`,
  },
  withholding: {
    noneHeading: 'No hay impuesto estatal sobre el ingreso que retener',
    none: (name) =>
      `${name} no grava los salarios, así que no hay impuesto estatal sobre el ingreso que retener ni certificado estatal que pedir.`,
    certificate: (form) => ` Su cuidador llena el ${form}.`,
    unknownHeading: 'Retención del impuesto estatal sobre el ingreso',
    unknown: (name, certificate) =>
      `${name} grava los salarios; pregunte al departamento de impuestos del estado si debe retener impuestos del salario de un empleado doméstico.${certificate}`,
    voluntaryHeading: 'La retención del impuesto sobre el ingreso queda a decisión de usted y su cuidador',
    requiredHeading: (name) => `${name} exige la retención del impuesto sobre el ingreso`,
    notPermittedHeading: (name) =>
      `El impuesto sobre el ingreso de ${name} no se retiene del salario de un empleado doméstico`,
  },
  example: {
    paid: (weeklyWage) => `Un cuidador al que se le pagan ${weeklyWage} por semana durante todo el año`,
    stateWithheld: (name) =>
      `con retención del impuesto sobre el ingreso de ${name} como exige el estado y sin retención del impuesto federal sobre el ingreso`,
    noneWithheld: 'sin retención de impuestos sobre el ingreso',
    assignedRate: (paid, incomeTax, name) =>
      `${paid}, ${incomeTax}. ${name} asigna a cada empleador su propia tasa del impuesto para el desempleo, por eso el impuesto para el desempleo de ${name} no aparece en este ejemplo; la calculadora lo suma cuando usted ingresa la tasa que le asigna el estado. Calculado con el motor de impuestos de nuestra calculadora.`,
    newEmployerRate: (paid, name, rate, incomeTax) =>
      `${paid}, con la tasa del impuesto para el desempleo de ${name} para empleadores nuevos, de ${rate}, ${incomeTax}. Calculado con el motor de impuestos de nuestra calculadora.`,
    socialSecurity: 'Seguro Social',
    // The program's own name, the same in Spanish.
    medicare: 'Medicare',
    stateIncomeTax: (name) => `Impuesto sobre el ingreso de ${name}`,
    futa: 'Impuesto federal para el desempleo (FUTA)',
    stateUnemployment: (name) => `Impuesto para el desempleo de ${name}`,
  },
  payRules: {
    heading: (name) => `Reglas de pago en ${name}`,
    intro: (name) =>
      `Lo que se le debe pagar a un trabajador doméstico en ${name}, el tiempo libre que le corresponde y los documentos que usted le entrega, según las leyes federales, estatales y locales.`,
    minimumWage: 'Salario mínimo',
    wageCaption: (asOf) => `Salario mínimo por hora, al ${asOf}`,
    setBy: 'Fijado por',
    now: 'Actual',
    next: 'Próximo',
    federalLaw: 'Ley federal',
    notYetInForce: 'Aún no está en vigor',
    since: 'desde el',
    from: 'a partir del',
    raisedAgain: (on) => `Aumentó de nuevo el ${on}, por encima de`,
    raisedAgainRest: (since) => ` (la tasa desde el ${since}): consulte la tasa actual en la fuente.`,
    adjustedEvery: (monthDay) => `Se ajusta cada ${monthDay}.`,
    adjustedEveryNotSet: (monthDay) => `Se ajusta cada ${monthDay}; la próxima tasa aún no se ha fijado.`,
    noChange: 'Sin cambio fijado',
    highest: 'Cuando a su trabajador lo cubre más de un salario mínimo, usted paga el más alto.',
    highestWithRegions: (regions, name) =>
      `Cuando a su trabajador lo cubre más de un salario mínimo, usted paga el más alto; en ${regions} la tasa de esa zona reemplaza la de ${name}.`,
    and: ' y ',
    askCoverage: (name) =>
      `Pregunte al departamento de trabajo de ${name} si su salario mínimo cubre a los trabajadores domésticos. El salario mínimo federal se aplica a quienes cubre la ley federal.`,
    federalApplies: 'Se aplica el salario mínimo federal.',
    federalAppliesOrLocal:
      'Se aplica el salario mínimo federal, o uno local de los que aparecen abajo donde sea más alto.',
    overtime: 'Horas extra',
    overtimeCaption: (name) => `Horas extra: la ley federal y la ley de ${name}, una junto a la otra`,
    worker: 'Trabajador',
    stateLaw: (name) => `Ley de ${name}`,
    livesOut: 'Vive fuera de la casa',
    livesIn: 'Vive en la casa',
    noFederalRule: 'No hay una regla federal.',
    noStateOvertime: (name) => `${name} no tiene una regla propia de horas extra.`,
    askLaborDepartment: (name) => `Pregunte al departamento de trabajo de ${name}.`,
    notRequired: (where) => `No lo exige la ley de ${where}.`,
    required: (where) => `Lo exige la ley de ${where}.`,
    requiredFrom: (where, date) => `Lo exige la ley de ${where} a partir del ${date}.`,
    requiredSince: (where, date) => `Lo exige la ley de ${where} desde el ${date}.`,
    dayOfRest: 'Día de descanso',
    dayOfRestAsked: 'un día de descanso semanal',
    sickLeave: 'Licencia por enfermedad pagada',
    sickLeaveAsked: 'licencia por enfermedad pagada',
    writtenAgreement: 'Acuerdo por escrito o aviso de pago',
    writtenAgreementAsked: 'un acuerdo por escrito o un aviso de pago',
    askRequirement: (name, asked) =>
      `Pregunte al departamento de trabajo de ${name} si exige ${asked} para un trabajador doméstico.`,
  },
  noteFacts: noteFactWordsEs,
};
