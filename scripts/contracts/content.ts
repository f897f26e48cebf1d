/**
 * The text of the two sample employment agreements; scripts/make-contract-pdfs.ts
 * lays it out as PDF. The brand name comes from pages-config/site.json.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Section {
  heading: string;
  /** Paragraphs; a line starting with "- " is a bullet, "[ ] " a checkbox line. */
  body: string[];
}

export interface Contract {
  file: string;
  title: string;
  subtitle: string;
  intro: string;
  sections: Section[];
  signatures: string[];
}

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const site = JSON.parse(readFileSync(resolve(ROOT, 'pages-config/site.json'), 'utf8')) as {
  brand: { displayName: string };
};
export const BRAND = site.brand.displayName;

export const BLANK = '____________________';
export const LONG_BLANK = '________________________________________';

export const NOTICE =
  'SAMPLE ONLY - NOT LEGAL ADVICE. This document is a general sample to help families and caregivers discuss the terms of their working relationship. ' +
  'It is not legal or tax advice and may not reflect the laws of your state or city, which can require different or additional terms (for example minimum wage, overtime, ' +
  'paid sick leave or written notice of pay). Adapt it to your situation and consider having it reviewed by an employment attorney before you sign.';

const taxesSection = (worker: string): Section => ({
  heading: 'Tax treatment and withholding',
  body: [
    `The Employer will pay the ${worker} as a household employee, not as an independent contractor. The Employer will:`,
    "- withhold the employee share of Social Security and Medicare taxes from each paycheck and pay the matching employer share (required once the Employee's cash wages for the year reach the federal household employee threshold);",
    '- pay federal unemployment tax (FUTA) and state unemployment insurance as required, which are not deducted from pay;',
    '- withhold and remit any employee contributions required by the state, such as disability or paid family leave programs;',
    `- provide the ${worker} with a pay statement each pay day and a Form W-2 by January 31 of the following year.`,
    `Federal income tax withholding: [ ] Yes, at the ${worker}'s request, based on a Form W-4   [ ] No`,
    'State income tax withholding: [ ] Yes   [ ] No   [ ] As required by state law',
    `The Employer will obtain an employer identification number (EIN) and register with the state as required. The Employer may use a payroll service (for example ${BRAND}) to calculate pay, file returns and pay taxes.`,
  ],
});

const confidentialitySection = (who: string): Section => ({
  heading: 'Confidentiality and privacy',
  body: [
    `The Employee will keep private all personal, medical, financial and family information learned while working in the home, during and after employment. The Employee will not post photos, videos, names or locations of ${who} or the home on social media or elsewhere without written permission.`,
    "The Employer will keep the Employee's personal information, including tax and bank details, private and use it only for payroll and employment purposes.",
    "Cameras in the home: [ ] None   [ ] Yes, in these areas (never in bathrooms or the Employee's private living space): " +
      BLANK,
  ],
});

const transportationSection = (passengers: string): Section => ({
  heading: 'Transportation, mileage and expenses',
  body: [
    `Will the Employee drive ${passengers}?  [ ] No   [ ] Yes, in the Employer's vehicle   [ ] Yes, in the Employee's own vehicle`,
    'If the Employee uses their own vehicle for work, the Employer will reimburse mileage at [ ] the IRS standard business mileage rate in effect at the time  [ ] $' +
      BLANK +
      ' per mile, based on a mileage log submitted with each pay period. Commuting to and from the home is not reimbursed.',
    "The Employee must hold a valid driver's license, follow all traffic and car-seat laws, never use a phone while driving, and tell the Employer promptly of any accident, ticket or change in license status. The Employer will confirm that insurance covers the Employee as a driver.",
    'Other work expenses approved in advance (outings, groceries, supplies) will be reimbursed within one pay period when receipts are provided. Reimbursements are not wages.',
  ],
});

export const nanny: Contract = {
  file: 'public/contracts/sample-nanny-contract.pdf',
  title: 'Sample Nanny Employment Agreement',
  subtitle: 'A starting point for families and nannies',
  intro:
    'This agreement sets out the terms under which the family named below (the "Employer") employs the nanny named below (the "Employee") to care for the Employer\'s children in the Employer\'s home. Fill in each blank, strike anything that does not apply, and give each party a signed copy.',
  sections: [
    {
      heading: 'Parties',
      body: [
        `Employer (parent or guardian): ${LONG_BLANK}`,
        `Second parent or guardian (if any): ${LONG_BLANK}`,
        `Employee (nanny): ${LONG_BLANK}`,
        `Work address: ${LONG_BLANK}`,
        `Children in the Employee's care (name and date of birth): ${LONG_BLANK}`,
      ],
    },
    {
      heading: 'Start date and trial period',
      body: [
        `Employment begins on ${BLANK}. The first ${BLANK} weeks are a trial period during which either party may end the agreement with ${BLANK} days' notice. Pay, taxes and all other terms of this agreement apply during the trial period.`,
        "Employment is [ ] live-out (the Employee lives in their own home)   [ ] live-in (the Employee lives in the Employer's home).",
      ],
    },
    {
      heading: 'Work schedule',
      body: [
        `Regular days and hours: ${LONG_BLANK}, for a total of ${BLANK} hours per week.`,
        `The workweek runs from ${BLANK} (day and time) for seven consecutive days. The Employee will record all hours worked. Changes to the regular schedule will be agreed in advance, with at least ${BLANK} hours' notice except in emergencies.`,
        `Guaranteed hours: the Employer will pay for at least ${BLANK} hours per week when the Employee is ready and available to work, even if the Employer does not need care (for example during a family trip).`,
        'Meal and rest breaks follow state law. If the Employee cannot leave the children during a break, the break is paid working time.',
      ],
    },
    {
      heading: 'Pay rate and overtime',
      body: [
        `Regular rate: $${BLANK} per hour, gross (before taxes and withholding).`,
        `Overtime: hours worked over 40 in a workweek will be paid at $${BLANK} per hour, at least one and a half times the regular rate, and any additional overtime required by state law will also be paid. (Federal law exempts live-in domestic employees from overtime, but some states do not.)`,
        'Pay will never be less than the federal, state or local minimum wage that applies. Babysitting outside the regular schedule (evenings, overnights) counts as hours worked and is paid at the applicable rate.',
      ],
    },
    {
      heading: 'Pay frequency and method',
      body: [
        'Pay will be issued [ ] weekly   [ ] every two weeks   [ ] twice a month, on ' +
          BLANK +
          ' (day), by [ ] direct deposit   [ ] check.',
        "Each paycheck will come with a pay statement showing hours, rates, gross pay, each tax withheld and net pay. Any deduction other than taxes requires the Employee's written consent.",
      ],
    },
    taxesSection('Employee'),
    {
      heading: 'Paid time off and holidays',
      body: [
        `Vacation: ${BLANK} days of paid vacation per year, scheduled by mutual agreement with at least ${BLANK} weeks' notice. ${BLANK} of these days may be chosen by the Employer. Unused vacation [ ] carries over   [ ] does not carry over   [ ] is paid out at the end of employment.`,
        "Paid holidays (check all that apply): [ ] New Year's Day  [ ] Martin Luther King Jr. Day  [ ] Presidents' Day  [ ] Memorial Day  [ ] Juneteenth  [ ] Independence Day  [ ] Labor Day  [ ] Thanksgiving  [ ] Day after Thanksgiving  [ ] Christmas Day  [ ] Other: " +
          BLANK,
        'If the Employee works on a paid holiday, they will be paid [ ] their regular rate plus holiday pay   [ ] at ' +
          BLANK +
          ' times their regular rate.',
      ],
    },
    {
      heading: 'Sick leave',
      body: [
        `The Employee will receive ${BLANK} days (or ${BLANK} hours) of paid sick leave per year, or the amount required by state or local law if that is greater. Sick leave may be used for the Employee's own illness or medical care, or to care for a family member.`,
        `The Employee will give as much notice as possible, and at least ${BLANK} hours before a scheduled shift when the need is foreseeable. If a child is sick, the Employee will care for the child as usual unless the parties agree otherwise.`,
      ],
    },
    {
      heading: 'Duties',
      body: [
        "The Employee's main responsibility is the safety and well-being of the children. Regular duties include (check all that apply):",
        '[ ] Supervising play and outings   [ ] Preparing meals and snacks   [ ] Bathing, dressing and diapering   [ ] Naps and bedtime routines',
        "[ ] School and activity drop-off and pick-up   [ ] Homework help   [ ] Children's laundry   [ ] Tidying play areas and children's rooms",
        `Other duties: ${LONG_BLANK}`,
        'Household tasks unrelated to the children will be added only by agreement and may affect the pay rate. The Employee will keep a short daily log of meals, naps, activities and anything the parents should know.',
      ],
    },
    {
      heading: 'House rules',
      body: [
        'The parties agree on the following rules (add or strike as needed):',
        "- Screen time, food and discipline follow the parents' written guidelines, shared with the Employee and updated as the children grow;",
        '- No smoking, vaping, alcohol or drugs while working or on the property;',
        '- Personal phone use only when the children are safely occupied, and never while driving;',
        `- Visitors or play dates at the home only with the parents' approval; rules on pets, guests and outings: ${BLANK};`,
        '- The Employee will keep a list of emergency contacts, pediatrician details and allergies, and will call 911 first in any emergency, then the parents.',
      ],
    },
    confidentialitySection('the children, the family'),
    transportationSection('the children'),
    {
      heading: 'Reviews and raises',
      body: [
        `The parties will meet to review this agreement, duties and pay at least once a year, on or around ${BLANK}, and whenever the family's needs change (for example a new baby or a change in school schedule).`,
      ],
    },
    {
      heading: 'Termination and notice',
      body: [
        `After the trial period, either party may end this agreement by giving ${BLANK} weeks' written notice. The Employer may pay the Employee for the notice period instead of having them work it. [ ] The Employer will also pay ${BLANK} weeks of severance when ending the agreement for reasons other than serious misconduct.`,
        'The Employer may end the agreement immediately, without notice pay, for serious misconduct such as endangering a child, theft, or working while impaired.',
        'Final pay, including any earned and unused vacation that is payable under this agreement or state law, will be paid by the next regular pay day or sooner if state law requires. The Employee will return keys, devices and other property of the Employer.',
      ],
    },
    {
      heading: 'Entire agreement and changes',
      body: [
        'This document is the complete agreement between the parties. Changes must be made in writing and signed by both parties. If any part is found invalid, the rest still applies. Nothing in this agreement reduces a right the Employee has under federal, state or local law.',
      ],
    },
  ],
  signatures: ['Employer', 'Second parent or guardian (if any)', 'Employee (nanny)'],
};

export const senior: Contract = {
  file: 'public/contracts/sample-senior-care-contract.pdf',
  title: 'Sample Senior Caregiver Employment Agreement',
  subtitle: 'A starting point for families and in-home caregivers',
  intro:
    'This agreement sets out the terms under which the employer named below (the "Employer") directly employs the caregiver named below (the "Employee") to provide in-home care and companionship to the person named below (the "Care Recipient"). It is meant for caregivers the family hires and pays directly, not through a home care agency. Fill in each blank and give each party a signed copy.',
  sections: [
    {
      heading: 'Parties',
      body: [
        `Employer: ${LONG_BLANK}`,
        'The Employer is [ ] the Care Recipient   [ ] a family member   [ ] a family member acting under a power of attorney for the Care Recipient.',
        `Representative who manages day-to-day care (if different): ${LONG_BLANK}`,
        `Employee (caregiver): ${LONG_BLANK}`,
        `Care Recipient: ${LONG_BLANK}`,
        `Address where care is provided: ${LONG_BLANK}`,
      ],
    },
    {
      heading: 'Start date and trial period',
      body: [
        `Employment begins on ${BLANK}. The first ${BLANK} weeks are a trial period during which either party may end the agreement with ${BLANK} days' notice. Pay, taxes and all other terms apply during the trial period.`,
        "Employment is [ ] live-out   [ ] live-in (the Employee lives in the Care Recipient's home).",
      ],
    },
    {
      heading: 'Work schedule, shifts and sleep time',
      body: [
        `Regular shifts: ${LONG_BLANK}, for a total of ${BLANK} hours per week. The workweek runs from ${BLANK} for seven consecutive days.`,
        `Overnight or 24-hour shifts: ${BLANK}. For shifts of 24 hours or more, the parties may agree in writing to exclude a bona fide sleep period of up to 8 hours and meal breaks only where federal and state law allow it, the Employee has private sleeping quarters, and the Employee can usually sleep at least 5 uninterrupted hours. Any time the Employee is woken to provide care is paid working time.`,
        'The Employee will record all hours worked, including interruptions during sleep time. Schedule changes will be agreed in advance, except in emergencies.',
      ],
    },
    {
      heading: 'Pay rate and overtime',
      body: [
        `Regular rate: $${BLANK} per hour, gross (before taxes and withholding).`,
        `Overtime: hours worked over 40 in a workweek will be paid at $${BLANK} per hour, at least one and a half times the regular rate, unless the parties confirm in writing that a federal and state exemption clearly applies. Many states require overtime for home care workers, including live-in caregivers, so check your state's rules before relying on any exemption.`,
        "Pay will never be less than the federal, state or local minimum wage that applies. Time spent traveling between the Care Recipient's home and appointments during a shift is paid working time.",
      ],
    },
    {
      heading: 'Pay frequency and method',
      body: [
        'Pay will be issued [ ] weekly   [ ] every two weeks   [ ] twice a month, on ' +
          BLANK +
          ' (day), by [ ] direct deposit   [ ] check, from the account of [ ] the Care Recipient   [ ] the Employer named above.',
        "Each paycheck will come with a pay statement showing hours, rates, gross pay, each tax withheld and net pay. Any deduction other than taxes requires the Employee's written consent. If meals or lodging are provided, any credit toward wages must follow state law and be agreed in writing.",
      ],
    },
    taxesSection('Employee'),
    {
      heading: 'Paid time off and holidays',
      body: [
        `Vacation: ${BLANK} days of paid vacation per year, requested at least ${BLANK} weeks in advance so that backup care can be arranged. Unused vacation [ ] carries over   [ ] does not carry over   [ ] is paid out at the end of employment.`,
        "Paid holidays (check all that apply): [ ] New Year's Day  [ ] Memorial Day  [ ] Juneteenth  [ ] Independence Day  [ ] Labor Day  [ ] Thanksgiving  [ ] Christmas Day  [ ] Other: " +
          BLANK,
        'Because care is often needed every day, a holiday worked will be paid at [ ] ' +
          BLANK +
          ' times the regular rate   [ ] the regular rate plus a substitute day off.',
      ],
    },
    {
      heading: 'Sick leave and backup care',
      body: [
        `The Employee will receive ${BLANK} days (or ${BLANK} hours) of paid sick leave per year, or the amount required by state or local law if that is greater.`,
        `The Employee will give as much notice as possible so that backup care can be arranged. Backup caregiver or contact: ${LONG_BLANK}. The Employee will not leave the Care Recipient alone, when that is unsafe, until the backup caregiver or a family member arrives.`,
      ],
    },
    {
      heading: 'Care duties and limits',
      body: [
        'Duties include (check all that apply):',
        '[ ] Companionship and conversation   [ ] Help with bathing, dressing, grooming and toileting   [ ] Help with walking and transfers',
        '[ ] Meal planning, cooking and feeding   [ ] Medication reminders (not administering)   [ ] Light housekeeping and laundry for the Care Recipient',
        '[ ] Errands and shopping   [ ] Accompanying the Care Recipient to appointments   [ ] Keeping a daily care log for the family',
        `Other duties: ${LONG_BLANK}`,
        "The Employee will not perform tasks that require a nursing license or medical training (for example giving injections or managing medication doses) unless qualified and permitted by law and agreed in writing. The Employee will follow the care plan provided by the family and the Care Recipient's health professionals.",
      ],
    },
    {
      heading: 'House rules and emergencies',
      body: [
        '- The Employee will treat the Care Recipient with dignity and respect their routines, preferences and privacy;',
        '- No smoking, vaping, alcohol or drugs while working or on the property;',
        '- Personal phone use only when the Care Recipient is safe and settled, and never while driving;',
        `- Visitors, use of the kitchen and common areas, and the Employee's living space (if live-in): ${BLANK};`,
        `- In an emergency the Employee will call 911 first, then the Representative at ${BLANK}. The Employee will keep an up-to-date list of medications, allergies, doctors and advance directives where the family provides them.`,
      ],
    },
    confidentialitySection('the Care Recipient, the family'),
    transportationSection('the Care Recipient'),
    {
      heading: 'Reviews and raises',
      body: [
        `The parties will review this agreement, duties and pay at least once a year, on or around ${BLANK}, and whenever the Care Recipient's needs change significantly.`,
      ],
    },
    {
      heading: 'Termination and notice',
      body: [
        `After the trial period, either party may end this agreement by giving ${BLANK} weeks' written notice. The Employer may pay the Employee for the notice period instead of having them work it.`,
        `If the Care Recipient moves to a care facility, is hospitalized for a long period or passes away, the Employer will give as much notice as possible and will pay at least ${BLANK} weeks of pay from that date. A live-in Employee will have at least ${BLANK} days to move out.`,
        'The Employer may end the agreement immediately, without notice pay, for serious misconduct such as neglect, abuse, theft or working while impaired.',
        'Final pay, including any earned and unused vacation that is payable under this agreement or state law, will be paid by the next regular pay day or sooner if state law requires. The Employee will return keys and other property.',
      ],
    },
    {
      heading: 'Entire agreement and changes',
      body: [
        'This document is the complete agreement between the parties. Changes must be made in writing and signed by both parties. If any part is found invalid, the rest still applies. Nothing in this agreement reduces a right the Employee has under federal, state or local law.',
      ],
    },
  ],
  signatures: ['Employer (or representative under power of attorney)', 'Employee (caregiver)'],
};
