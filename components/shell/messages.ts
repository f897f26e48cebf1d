/**
 * The shell's own words: the header, the footer and the skip link, picked on the server by the page's language. The
 * header's islands get theirs as props (the words their first render shows) or load them (./member-messages).
 */
import type { LocaleCode } from '@/engine/locale';

export interface ShellMessages {
  skipToContent: string;
  /** The name of the site's main navigation. */
  mainNavigation: string;
  menu: string;
  /** The name of the header's sign-in and member group. */
  account: string;
  startEnrollment: string;
  /** Before the phone number in the footer. */
  freeConsultation: string;
  /** Before the e-mail address in the footer. */
  email: string;
  /** The year-end fee, already written as money: "Year-end tax preparation: $100 a year." */
  yearEndFee: (fee: string) => string;
  /** The name of the footer's legal links. */
  legalNavigation: string;
}

const en: ShellMessages = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  account: 'Account',
  startEnrollment: 'Start enrollment',
  freeConsultation: 'Free consultation:',
  email: 'E-mail:',
  yearEndFee: (fee) => `Year-end tax preparation: ${fee} a year.`,
  legalNavigation: 'Legal',
};

const es: ShellMessages = {
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Principal',
  menu: 'Menú',
  account: 'Cuenta',
  startEnrollment: 'Comenzar la inscripción',
  freeConsultation: 'Consulta gratuita:',
  email: 'Correo electrónico:',
  yearEndFee: (fee) => `Preparación de impuestos de fin de año: ${fee} al año.`,
  legalNavigation: 'Información legal',
};

export const shellMessages: Record<LocaleCode, ShellMessages> = { 'en-US': en, 'es-US': es };
