import type { LocaleCode } from '@/engine/locale';
import type { StorageKind, StoredItem } from '@/services/privacy/stored-data';

export interface StoredDataMessages {
  listLabel: string;
  where: Record<StorageKind, string>;
  setByHeading: string;
  setBy: Record<StoredItem['setBy'], string>;
  keptHeading: string;
  beforeConsentHeading: string;
  yes: string;
  no: string;
}

export interface LegalTextMessages {
  /** Before the date: "Last updated:". */
  lastUpdated: string;
  contents: string;
  stored: StoredDataMessages;
}

const en: LegalTextMessages = {
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  stored: {
    listLabel: 'What we store in your browser',
    where: {
      cookie: 'Cookie',
      localStorage: 'Local storage (kept)',
      sessionStorage: 'Session storage (this tab)',
    },
    setByHeading: 'Set by',
    setBy: {
      'this site': 'this site',
      'our server': 'our server',
      'our analytics library': 'our analytics library',
      'sign-in': 'sign-in',
    },
    keptHeading: 'Kept',
    beforeConsentHeading: 'Set before you sign in or choose anything',
    yes: 'Yes',
    no: 'No',
  },
};

const es: LegalTextMessages = {
  lastUpdated: 'Última actualización:',
  contents: 'Contenido',
  stored: {
    listLabel: 'Lo que guardamos en su navegador',
    where: {
      cookie: 'Cookie',
      localStorage: 'Almacenamiento local (se conserva)',
      sessionStorage: 'Almacenamiento de sesión (esta pestaña)',
    },
    setByHeading: 'Lo guarda',
    setBy: {
      'this site': 'este sitio',
      'our server': 'nuestro servidor',
      'our analytics library': 'nuestra biblioteca de análisis',
      'sign-in': 'el inicio de sesión',
    },
    keptHeading: 'Se conserva',
    beforeConsentHeading: 'Se guarda antes de que usted inicie sesión o elija algo',
    yes: 'Sí',
    no: 'No',
  },
};

export const legalTextMessages: Record<LocaleCode, LegalTextMessages> = { 'en-US': en, 'es-US': es };
