/**
 * The calculator's own words in neutral US Spanish, addressed as "usted", with the IRS's own Spanish terms (Formulario
 * W-4, Paso 1 … Paso 4, Anexo H, Seguro Social, retención). Its own chunk: only a Spanish page fetches it, beside the
 * calculator's code. Brand names, form numbers and program abbreviations (FUTA, SUI, FSA, EIN) stay as they are.
 */
import type { LocalTaxSummary } from '@/tax/local/local-tax';
import type { FieldWording } from './field-wording';
import type { CalculatorMessages } from './types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ELECTION = '“Su cuidador(a) le pidió que retenga el impuesto sobre el ingreso”';
const SUI_FIELD = '“Su tasa estatal de desempleo (SUI)”, en Opciones avanzadas';
const NOT_IN_CALCULATOR = 'no se incluyen en esta calculadora';

export const es: CalculatorMessages = {
  locale: 'es-US',

  calculator: {
    tabsLabel: 'Qué calcular',
    loadingYear: (year) => `Cargando las cifras de ${year}…`,
    yearFailed: (year) => `No se pudieron cargar las cifras de ${year}. Revise su conexión y vuelva a elegir el año.`,
    stateFailed: (state) =>
      `No se pudieron cargar las cifras de ${state}. Revise su conexión y vuelva a elegir el estado.`,
    chooseState: 'Elija un estado para ver las cifras.',
    correctField: 'Corrija el campo marcado arriba para ver las cifras.',
    fillPay: 'Escriba el pago para ver las cifras.',
    ignoredLink: (names) => `Algunos datos del enlace no eran válidos y se omitieron: ${names}.`,
  },

  labels: {
    frequency: {
      daily: 'Diario',
      weekly: 'Semanal',
      biweekly: 'Cada dos semanas',
      semimonthly: 'Dos veces al mes',
      monthly: 'Mensual',
      quarterly: 'Cada tres meses',
      semiannual: 'Dos veces al año',
      annual: 'Una vez al año',
    },
    filing: {
      single: 'Soltero(a)',
      mfs: 'Casado(a) que presenta la declaración por separado',
      mfj: 'Casado(a) que presenta una declaración conjunta',
      hoh: 'Cabeza de familia',
    },
    marital: {
      single: 'Soltero(a)',
      married: 'Casado(a)',
      marriedSingleRate: 'Casado(a), pero retenga con la tasa más alta de Soltero(a)',
    },
    duty: {
      childcare: 'Cuidado de niños (niñera)',
      personalAttendant: 'Cuidado personal de un adulto',
      housekeeping: 'Limpieza del hogar o cocina',
      companionship: 'Compañía para un adulto',
    },
    dutyHints: {
      childcare: 'Cuidar a los niños, con pocas tareas de la casa aparte de lo que los niños necesitan.',
      personalAttendant:
        'Ayudar a un adulto mayor o con discapacidad a bañarse, vestirse, comer o tomar sus medicamentos.',
      housekeeping: 'Limpieza, cocina, lavandería y otros trabajos para el hogar.',
      companionship:
        'Acompañar a un adulto mayor o con discapacidad y velar por su seguridad, con cuidado físico de no más de una quinta parte de las horas.',
    },
    days: [
      ['dom', 'domingo'],
      ['lun', 'lunes'],
      ['mar', 'martes'],
      ['mié', 'miércoles'],
      ['jue', 'jueves'],
      ['vie', 'viernes'],
      ['sáb', 'sábado'],
    ],
    fields: {
      state: 'Estado donde trabaja su cuidador(a)',
      payFrequency: 'Cada cuánto paga',
      payDate: 'Fecha de pago',
      taxYear: 'Año tributario',
      payBasis: 'Pago',
      hoursByDay: 'Horas de cada día de una semana típica',
      liveIn: 'Su cuidador(a) vive en su casa',
      duties: 'Qué hace principalmente su cuidador(a)',
      place: 'Dónde trabaja su cuidador(a)',
      withholdIncomeTax: 'Su cuidador(a) le pidió que retenga el impuesto sobre el ingreso',
      w4FormYear: '¿Qué Formulario W-4 le entregó?',
      filingStatus: 'Paso 1(c): estado civil para efectos de la declaración',
      step2Checkbox: 'Paso 2(c): casilla de varios empleos marcada',
      maritalStatus: 'Línea 3: estado civil',
    },
    modes: {
      budget: 'Presupuesto: lo que usted paga',
      paycheck: 'Cheque de pago: lo que recibe su cuidador(a)',
    },
    payBasis: {
      hourly: 'Por hora',
      perPeriod: 'Una cantidad fija por período de pago',
      netTarget: 'Un pago neto que quiero ofrecer',
    },
    w4Form: {
      '2020orLater': '2020 o posterior (Pasos 1 a 4)',
      pre2020: '2019 o anterior (descuentos)',
    },
  },

  fields: {
    rate: { label: 'Tarifa por hora' },
    regularHours: { label: 'Horas regulares por período de pago' },
    overtimeHours: { label: 'Horas extra por período de pago', hint: 'Se pagan a 1.5 veces la tarifa' },
    grossPay: { label: 'Pago bruto por período de pago' },
    netPay: {
      label: 'Pago neto por período de pago',
      hint: 'Calculamos el pago bruto que deja exactamente esta cantidad después de las retenciones',
    },
    ytdWages: {
      label: 'Salarios pagados en lo que va del año',
      hint: 'Los topes, como la base salarial del Seguro Social, se cuentan a partir de estos',
    },
    suiRate: {
      label: 'Su tasa estatal de desempleo (SUI)',
      hint: 'Del aviso de tasa de su estado; déjelo vacío para usar la tasa de empleador nuevo',
    },
    step3: { label: 'Paso 3: créditos (al año)' },
    step4a: { label: 'Paso 4(a): otros ingresos (al año)' },
    step4b: { label: 'Paso 4(b): deducciones (al año)' },
    step4c: { label: 'Paso 4(c): retención adicional por período de pago' },
    allowances: { label: 'Línea 5: descuentos' },
    additionalWithholding: { label: 'Línea 6: cantidad adicional por período de pago' },
  },

  localFields: {
    localTaxRate: (tax: LocalTaxSummary): FieldWording => ({ label: `Tasa de ${tax.label}` }),
    localServicesTax: (tax: LocalTaxSummary): FieldWording => ({
      label: `${tax.label} por período de pago`,
      ...(tax.id === 'services'
        ? {
            hint: `Como máximo $${tax.annualMaximum} al año; déjelo vacío donde su municipio no lo cobra.`,
          }
        : {}),
    }),
  },

  fieldNames: {
    rate: 'la tarifa por hora',
    regularHours: 'las horas regulares',
    overtimeHours: 'las horas extra',
    overtimeMultiplier: 'el multiplicador de las horas extra',
    grossPay: 'el pago de un período de pago',
    netPay: 'el pago neto que quiere ofrecer',
    ytdWages: 'los salarios pagados en lo que va del año',
    suiRate: 'su tasa estatal de desempleo',
    localTaxRate: 'la tasa del impuesto local',
    localServicesTax: 'el Local Services Tax por período de pago',
    step3: 'la cantidad del Paso 3',
    step4a: 'la cantidad del Paso 4(a)',
    step4b: 'la cantidad del Paso 4(b)',
    step4c: 'la cantidad del Paso 4(c)',
    allowances: 'el número de descuentos',
    additionalWithholding: 'la cantidad adicional',
  },

  input: {
    chooseState: 'Elija el estado donde trabaja su cuidador(a)',
    periods: {
      daily: 'un día',
      weekly: 'una semana',
      biweekly: 'dos semanas',
      semimonthly: 'medio mes',
      monthly: 'un mes',
      quarterly: 'tres meses',
      semiannual: 'medio año',
      annual: 'un año',
    },
    tooManyHours: (limit, period) =>
      `Son más de las ${limit} horas que tiene ${period}: escriba las horas de un solo período de pago`,
    overEngineHours: (max, kind) =>
      `La calculadora admite como máximo ${max} horas ${kind === 'regular' ? 'regulares' : 'extra'} en un período de pago: para un período tan largo, elija “Las horas de cada día” e indique una semana típica`,
    hoursTogether: (total, limit, period) =>
      `Las horas regulares y las horas extra suman ${total}, más que las ${limit} horas que tiene ${period}`,
    dayNegative: (day) => `Las horas del ${day} no pueden ser negativas`,
    dayComma: (day, advice) => `Horas del ${day}: ${advice}`,
    dayNotANumber: (day) => `Escriba las horas del ${day} como un número, por ejemplo 8 o 7.5`,
    dayOver24ReadAsThousands: (day, typed, value, advice) =>
      `El ${day} tiene como máximo 24 horas: la coma separa los miles, así que “${typed}” se lee como ${value}; ${advice}`,
    dayOver24: (day) => `El ${day} tiene como máximo 24 horas`,
    noDay: 'Escriba las horas de al menos un día',
    dailyWeek:
      'Una nómina diaria paga un solo día: elija semanal o un período más largo, o indique las horas regulares y las horas extra',
    empty: (name) => `Escriba ${name}`,
    negative: (name) => `No se admite una cifra negativa para ${name}`,
    notANumber: (name, example) => `Escriba ${name} como un número, por ejemplo ${example}`,
    overMax: (name, max) => `Para ${name}, el máximo es ${max}`,
    readAsThousands: (limit, typed, value, advice) =>
      `${limit}: la coma separa los miles, así que “${typed}” se lee como ${value}; ${advice}`,
    wholeNumber: (name) => `Escriba ${name} como un número entero`,
    certificateNumber: 'Escriba un número de 0 o más, como en el formulario',
    commaAdvice: (suggestion, money) => {
      const what = money ? 'los centavos' : 'los decimales';
      return suggestion === undefined
        ? `use un punto para ${what}, por ejemplo ${money ? '25.50' : '7.5'}`
        : `use un punto para ${what}: ${suggestion}`;
    },
    payDateYears: (years, several) =>
      `La calculadora abarca fechas de pago de ${years}: elija una fecha de ${several ? 'uno de esos años' : 'ese año'}`,
    payDateFormat: (example) => `Escriba la fecha de pago como una fecha, por ejemplo ${example}`,
  },

  engineErrors: {
    overLimit: (amount, limit) =>
      `Con esta tarifa, las horas suman ${amount} en un período de pago, más que los ${limit} que calcula la calculadora: revise la tarifa y las horas`,
    atMost: (name, max) => `Para ${name}, el máximo es ${max}`,
    atLeast: (name, min) => `Para ${name}, el mínimo es ${min}`,
    rates: (what, max) => `Las tasas de ${what} llegan hasta ${max}: revise la tasa en su aviso`,
    unreachable: (max) =>
      `Ningún pago de hasta ${max} por período de pago deja este pago neto con estas retenciones: baje el pago neto o la retención adicional`,
    wholeCents: (name) => `Escriba ${name} en dólares y centavos, por ejemplo 22.50`,
    other: (name, message) => `${capitalise(name)}: ${message}`,
    noRules: (what, date) =>
      `La calculadora no tiene reglas de retención de ${what} para el ${date}: elija otra fecha de pago`,
    noAllowance: (year) =>
      `Las cifras de impuestos de ${year} no tienen una cantidad por descuento para un Formulario W-4 de 2019 o anterior: elija “2020 o posterior” y escriba los pasos de un formulario actual, o una fecha de pago de otro año`,
    noPlaceMinimum: (place, stateName, known) =>
      `“${place}” no tiene un salario mínimo propio; los lugares de ${stateName} que sí lo tienen son: ${known}. Si no, elija “En otra parte de ${stateName}”`,
    placeElsewhere: (stateName) => `. Si no, elija “En otra parte de ${stateName}”`,
    theState: 'su estado',
    beyondPay: (amount, pay) => `${amount}, más que el pago de ${pay}`,
    extraTooHigh: (amounts) =>
      `Con esta cantidad adicional, la retención llega a ${amounts}: baje la cantidad adicional`,
    taxesBeyondPay: (amounts) => `Los impuestos llegan a ${amounts}`,
    certificateAtMost: (label, max) => `El máximo para “${label}” es ${max}`,
    certificateRange: (label, from, to) => `“${label}” va de ${from} a ${to} en el formulario`,
  },

  // Matched against the engine's Spanish notes (tax/engine/phrases/es.ts) and the tax data's Spanish texts.
  visitor: {
    phrases: [
      [
        /; indique annualCashWages si el total del año será distinto\./,
        '; si el total del año será distinto, los umbrales también pueden cambiar.',
      ],
      [
        / \(indique withholdFederalIncomeTax como true para el federal y el estatal juntos, o withholdStateIncomeTax solo para el estatal\)\./,
        ` Si su cuidador(a) se lo pide, marque ${ELECTION}.`,
      ],
      [/\(indique withholdFederalIncomeTax como true\)/, `(marque ${ELECTION} si se lo pidió)`],
      [/ como suiRate \(0\.027 para 2\.7%\)/, ` en ${SUI_FIELD}`],
      [/indíquela como suiRate/, `indíquela en ${SUI_FIELD}`],
      [/\bsuiRate\b/, SUI_FIELD],
      [/ Indique la base que figura en el aviso de su estado como suiWageBase\./, ''],
      [/la suiWageBase que usted indicó/, 'la base salarial que usted indicó'],
      [/ \(no se indicó payDate\)/, ''],
      [/; indique payDate para un pago desde ese día/, ''],
      [
        /, o indique las horas de cada día \(hoursByDay\) para que se calculen\./,
        ', o elija “Las horas de cada día” para que se calculen.',
      ],
      [/se pueden anotar como localTaxRate/, NOT_IN_CALCULATOR],
      [/se puede anotar como localTaxRate/, 'no se incluye en esta calculadora'],
      [/anote la tasa del lugar de trabajo como localTaxRate/, NOT_IN_CALCULATOR],
      [/anote la tasa como localTaxRate/, 'no se incluye en esta calculadora'],
      [/van en localTaxRate/, NOT_IN_CALCULATOR],
      [/\blocalTaxRate\b/, 'una tasa de impuesto local (no incluida en esta calculadora)'],
    ],
    asAFraction: / como fracción/g,
    fractionFor: /\b0\.\d+ para (\d+(?:\.\d+)?%)/g,
    certificateInput: /stateW4\.([A-Za-z]+)( \(una fracción\))?(?: \(([a-z][A-Za-z]*(?: o [a-z][A-Za-z]*)*)\))?/g,
    codeSeparator: ' o ',
    countyRate: 'la tasa del condado',
    stateCertificate: 'certificado estatal',
    aPercentage: ' (un porcentaje)',
    onTheForm: (named, percentage, form, options) => `“${named}”${percentage} en el ${form}${options}`,
    or: ' o ',
  },

  rows: {
    grossWages: 'Salario bruto',
    employerSocialSecurity: 'Seguro Social (parte del empleador)',
    employerMedicare: 'Medicare (parte del empleador)',
    futa: 'FUTA (impuesto federal para el desempleo)',
    sui: 'Impuesto estatal para el desempleo (SUI)',
    employerTotalTaxes: 'Total de impuestos del empleador',
    employerTotalCost: 'Costo total del empleador',
    grossPay: 'Pago bruto',
    socialSecurity: 'Seguro Social',
    medicare: 'Medicare',
    additionalMedicare: 'Medicare adicional',
    federalIncomeTax: 'Impuesto federal sobre el ingreso',
    stateIncomeTax: 'Impuesto estatal sobre el ingreso',
    netPay: 'Pago neto',
  },

  yearNote: {
    sideOfLabel: / \((?:parte del )?(empleado|empleador)\)$/,
    and: ' y ',
    bothUnemployment: (futa, sui, stateName) =>
      `los impuestos federal y estatal para el desempleo dejan de aplicarse cuando los salarios llegan a sus límites anuales (${futa} el federal, ${sui} el de ${stateName})`,
    futa: (limit) =>
      `el impuesto federal para el desempleo deja de aplicarse cuando los salarios llegan a su límite anual (${limit})`,
    sui: (stateName, limit) =>
      `el impuesto para el desempleo de ${stateName} deja de aplicarse cuando los salarios llegan a su límite anual (${limit})`,
    socialSecurity: (limit) =>
      `el Seguro Social deja de aplicarse cuando los salarios llegan a su límite anual (${limit})`,
    stopsAtWages: (label, limit) =>
      `${label} deja de aplicarse cuando los salarios llegan a su límite anual (${limit})`,
    stopsAtAmount: (label, amount) => `${label} deja de aplicarse cuando llega a ${amount} en el año`,
    startsAboveWages: (label, wages) => `${label} empieza a aplicarse cuando los salarios pasan de ${wages} en el año`,
    wholeYear: (label) => `${label} se calcula para el año completo`,
    earlierWages: (amount) =>
      `este período de pago cuenta los ${amount} ya pagados este año, mientras que la cifra anual es un año completo con este pago desde el 1 de enero`,
    cost: 'costo',
    takeHome: 'pago neto',
    sentence: (what, annual, less, periods, times, reasons) =>
      `Su ${what} anual, ${annual}, es ${less ? 'menor' : 'mayor'} que ${periods} × el ${what} por período de pago (${times}): ${reasons}.`,
  },

  inputs: {
    formLabel: 'El pago de su cuidador(a)',
    chooseState: 'Elija un estado',
    approximated: (stateName) =>
      `${stateName} no publica una tabla de retención para este período de pago: el impuesto estatal sobre el ingreso que se muestra aquí es nuestro cálculo más aproximado.`,
    advanced: 'Opciones avanzadas: salarios pagados en lo que va del año, su tasa de SUI',
  },

  hours: {
    federalLaw: 'según la ley federal',
    inPlace: (jurisdiction) => `en ${jurisdiction}`,
    staleMinimum: (jurisdiction, since) =>
      ` ${jurisdiction} ajusta su salario mínimo cada año y lo subió el ${since}: consulte la tarifa vigente.`,
    noCompanionMinimum:
      'Aquí ninguna ley de salario mínimo cubre a una persona de compañía que usted contrata directamente.',
    belowMinimum: (hourly, where, since, later) =>
      `Por debajo del salario mínimo: ${hourly} la hora ${where} desde el ${since}.${later}`,
    minimum: (hourly, where, later) => `El salario mínimo es de ${hourly} la hora ${where}.${later}`,
    regular: (hours) => `${hours} regulares`,
    overtime: (hours) => `${hours} a tiempo y medio`,
    doubleTime: (hours) => `${hours} al doble`,
    sameEachWeekday: 'Las mismas horas cada día entre semana',
    sameEachWeekdayHint: 'Llena de lunes a viernes; cambie cualquier día abajo.',
    hoursAWeek: (hours) => `${hours} horas a la semana`,
    weekSplit: (split) => `: ${split}`,
    periodSplit: (split) => `; este período de pago: ${split}`,
    hoursLegend: 'Horas',
    byDay: 'Las horas de cada día: nosotros calculamos las horas extra',
    split: 'Sé cuántas horas regulares y horas extra tiene un período de pago',
    placeHint: 'Algunas ciudades y condados fijan un salario mínimo más alto.',
    elsewhere: (stateName) => `En otra parte de ${stateName}`,
    theState: 'su estado',
  },

  withholding: {
    legend: 'Retención del impuesto sobre el ingreso',
    hint: 'Los empleadores domésticos retienen el impuesto sobre el ingreso solo cuando el cuidador o la cuidadora lo pide y el empleador está de acuerdo. El Seguro Social y Medicare se retienen en todo caso.',
    required: (stateName) => `El impuesto sobre el ingreso de ${stateName} se retiene en todo caso: `,
    notPermitted: (stateName) =>
      `El impuesto sobre el ingreso de ${stateName} nunca se retiene a un empleado doméstico: `,
    source: (title) => `Fuente: ${title}`,
    theirW4: 'Su Formulario W-4',
    certificateLegend: (form) => `${capitalise(form)} de su cuidador(a)`,
    certificateHint: 'Deje vacío un campo para usar lo que el estado aplica cuando no se presentó el formulario.',
    notGiven: 'No se indicó',
    stateCertificate: 'certificado estatal',
  },

  localTaxes: {
    heading: 'Impuestos locales',
    search: {
      IN: {
        label: 'Condado de su cuidador(a) (busque su tasa de impuesto)',
        hint: 'El condado donde vivía el 1 de enero; escriba su nombre.',
      },
      OH: {
        label: 'Distrito escolar de su cuidador(a) (busque su impuesto)',
        hint: 'Solo aparecen los distritos con impuesto sobre el ingreso; escriba su nombre o número.',
      },
    },
    paWorkplace: 'Dónde se hace el trabajo (su casa): municipio',
    paWorkplaceHint: 'Escriba su pueblo, municipio o distrito; el Local Services Tax es el de su municipio.',
    paResidence: 'Dónde vive su cuidador(a), si es en otro lugar: municipio',
    paResidenceHint:
      'Su impuesto sobre el ingreso del trabajo es la tasa más alta entre la de residente de su municipio y la de no residente del municipio de usted.',
    using: (place) => `Se usa ${place}.`,
    listFailed: 'No se pudo cargar la lista. Revise su conexión y vuelva a escribir.',
    matching: (query) => `Lugares que coinciden con “${query}”`,
  },

  results: {
    notYetPublished: (requested, used) =>
      `Todavía no se han publicado todas las cifras de impuestos de ${requested}, así que estas usan las tasas, bases salariales y tablas de ${used}. Es de esperar que las cantidades de ${requested} varíen un poco.`,
    taxYear: (year) => `año tributario ${year}`,
    perPayPeriodOf: (yearLabel) => `por período de pago (${yearLabel})`,
    announced: (label, perPeriod, annual) => `${label}: ${perPeriod} por período de pago, ${annual} al año.`,
    budgetCaption: 'Lo que usted paga',
    paycheckCaption: 'Lo que recibe su cuidador(a)',
    caption: (what, yearLabel) => `${what} (${yearLabel})`,
    gated: 'Escriba su correo electrónico abajo para ver cada línea de impuestos; también le enviaremos el cálculo.',
    yearEndSummary: (year) =>
      `Al final del año: el Formulario W-2 y el Anexo H de ${year} para un año completo con este pago`,
    taxBreaksSummary: (year) =>
      `Sus propios beneficios tributarios por este cuidado en ${year} (un cálculo aproximado)`,
    benefitsHeading: 'Pagar de manera legal ayuda a su cuidador(a) a tener derecho a',
    otherNotes: 'Otras notas',
    perPayPeriod: 'Por período de pago',
    perYear: 'Al año',
    showTheMath: 'Ver el cálculo',
    forRow: (label) => ` de ${label}`,
    loadingMath: 'Cargando el cálculo…',
    notesOn: (label) => `Notas sobre ${label}`,
    barMore: 'por período de pago · ver las cifras',
  },

  math: {
    source: 'Fuente: ',
    loadingSource: 'Cargando la fuente…',
    yourEntry: 'Dato que usted escribió',
    sourceUnavailable: 'La fuente no está disponible en este momento',
    notAvailable: 'El cálculo de esta línea no está disponible.',
    stepsLabel: 'Cómo se calcula',
  },

  chart: {
    net: 'Pago neto para su cuidador(a)',
    withheld: 'Retenido de su pago',
    employerTaxes: 'Sus impuestos como empleador',
    description: (total, parts) => `De los ${total} que usted paga por período de pago: ${parts}.`,
    part: (label, amount) => `${label.toLowerCase()} ${amount}`,
  },

  yearEnd: {
    w2Heading: (year) => `Formulario W-2 de ${year} de su cuidador(a)`,
    scheduleHHeading: (year) => `Su Anexo H (Formulario 1040) de ${year}`,
    box1: 'Casilla 1: salarios',
    box2: 'Casilla 2: impuesto federal sobre el ingreso retenido',
    box4: 'Casilla 4: impuesto del Seguro Social retenido',
    box6: 'Casilla 6: impuesto de Medicare retenido',
    box17: 'Casilla 17: impuesto estatal sobre el ingreso',
    socialSecurity: 'Impuesto del Seguro Social (ambas partes)',
    medicare: 'Impuesto de Medicare (ambas partes)',
    federalIncomeTax: 'Impuesto federal sobre el ingreso retenido',
    futa: 'Impuesto FUTA',
    total: 'Total de impuestos sobre la nómina de empleados domésticos',
    sui: (amount) =>
      `El impuesto estatal para el desempleo (${amount} al año) se paga al estado con sus propias declaraciones, no en el Anexo H.`,
  },

  taxBreaks: {
    notInData: (year) => `Las reglas de ${year} para estos beneficios tributarios todavía no están en nuestros datos.`,
    agi: (year) => `Ingreso bruto ajustado de su hogar en ${year}`,
    amountError: 'Escriba una cantidad en dólares',
    joint: 'Casados que presentan una declaración conjunta',
    dependents: 'Hijos o dependientes bajo cuidado',
    one: 'Uno',
    twoOrMore: 'Dos o más',
    fsa: (limit) => `FSA para el cuidado de dependientes que usted apartó (hasta ${limit})`,
    fsaExcluded: 'Cuidado pagado con su FSA, libre de impuesto sobre el ingreso',
    credit: (rate, expenses) => `Crédito por cuidado de hijos y dependientes (${rate}% de ${expenses})`,
    estimate: (year, highest, lowest, one, twoOrMore, fsa) =>
      `Un cálculo aproximado con las reglas de ${year}: un crédito del ${highest} al ${lowest} según los ingresos, sobre un máximo de ${one} en gastos de cuidado para un dependiente y ${twoOrMore} para dos o más; una FSA de hasta ${fsa}. La última palabra la tiene su preparador de impuestos.`,
  },

  share: {
    print: 'Imprimir',
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    refused: 'Su navegador no nos permitió copiar el enlace: cópielo del cuadro de abajo.',
    linkLabel: 'Enlace a estos resultados',
  },

  email: {
    badAddress: 'Escriba un correo electrónico como nombre@ejemplo.com',
    answer: (question) => `Responda “${question}”`,
    toast: (to) => `Le enviamos su cálculo por correo electrónico a ${to}.`,
    sent: (to) => `Enviado a ${to}. Busque en su bandeja de entrada su cálculo y un enlace para volver a él.`,
    heading: 'Enviarme los resultados por correo',
    address: 'Su correo electrónico',
    failed: 'Su cálculo no se envió. Sus datos siguen aquí: vuelva a intentarlo.',
    sending: 'Enviando…',
    tryAgain: 'Volver a intentarlo',
    send: 'Enviarme los resultados por correo',
  },

  nextSteps: {
    ein: {
      heading: 'Número de identificación del empleador (EIN) federal',
      text: 'Solicite al Servicio de Impuestos Internos (IRS) un EIN gratuito en cuanto contrate: los formularios del estado, el Anexo H y el Formulario W-2 de su cuidador(a) lo piden.',
    },
    federalFiling: {
      heading: 'Una vez al año ante el IRS',
      text: 'El Seguro Social, Medicare y el impuesto federal para el desempleo se declaran en el Anexo H con su propio Formulario 1040, y el Formulario W-2 de su cuidador(a) vence el 31 de enero.',
    },
    guideLink: (place) => `Lea la guía completa de los impuestos de niñeras en ${place}`,
    heading: (place) => `Sus próximos pasos como empleador doméstico en ${place}`,
    loading: (place) => `Cargando los pasos para ${place}…`,
    register: 'Regístrese',
    newHire: 'Reporte a su nuevo(a) cuidador(a)',
    fileAndPay: 'Presente y pague',
    failed: 'No se pudieron cargar los pasos en este momento: la guía los tiene.',
  },

  printout: {
    heading: 'Sus datos',
    pay: 'Pago',
    withholding: 'Retención del impuesto sobre el ingreso',
    certificate: (form) => `${capitalise(form)} de su cuidador(a)`,
    localTaxes: 'Impuestos locales',
    whatYouCalculated: 'Qué calculó',
    yes: 'Sí',
    no: 'No',
    none: 'Ninguno',
    noHours: 'Sin horas',
    week: (days, total) => `${days} (${total} horas a la semana)`,
    overtimePaidAt: 'Horas extra pagadas a',
    timesTheRate: (multiplier) => `${multiplier} veces la tarifa`,
    notChosen: 'Sin elegir',
    today: 'Hoy',
    newEmployerRate: 'La tasa de empleador nuevo',
    notGiven: 'No se indicó',
  },
};
