/**
 * The register of what the site stores (services/privacy/stored-data.ts), in Spanish: each entry's purpose and
 * lifetime by its kind and name. A unit test checks that every entry of the register has its Spanish here.
 */
import type { StorageKind } from '@/services/privacy/stored-data';
import {
  ANALYTICS_LIBRARY_PREFIX,
  BREADCRUMBS_KEY,
  deviceIdCookie,
  GTM_QUEUE_KEY,
  REFERRER_COOKIE,
  RX_COOKIE,
  STORED_EVENTS_KEY,
  TEST_EXPOSURE_PREFIX,
} from '@/services/privacy/stored-names';

interface StoredWords {
  purpose: string;
  lifetime: string;
}

/** An entry's key: its kind and its name as the register writes it ("{product}" not filled in). */
export const storedKey = (kind: StorageKind, name: string): string => `${kind}:${name}`;

const DURING_SIGN_IN = '15 minutos, mientras inicia sesión';
const UNTIL_BROWSER_CLOSES = 'Hasta que cierre el navegador';

export const STORED_DATA_ES: Readonly<Record<string, StoredWords>> = {
  [storedKey('cookie', RX_COOKIE)]: {
    purpose:
      'Los códigos de campaña (rx) del enlace que lo trajo, para saber qué campañas funcionan y que su inscripción se les atribuya. Se escribe una sola vez; una visita posterior no lo cambia.',
    lifetime: 'Unos 10 años',
  },
  [storedKey('cookie', REFERRER_COOKIE)]: {
    purpose:
      'El sitio web que lo envió a nosotros, cuando es otro sitio. Los scripts de su navegador no pueden leerlo.',
    lifetime: '30 días',
  },
  [storedKey('cookie', deviceIdCookie('{product}'))]: {
    purpose:
      'Un identificador aleatorio para este navegador, para que nuestras estadísticas cuenten visitas y no páginas vistas. No contiene nada sobre usted.',
    lifetime: '1 año',
  },
  [storedKey('cookie', ANALYTICS_LIBRARY_PREFIX)]: {
    purpose:
      'Los identificadores de Amplitude para este navegador y esta visita, y la campaña que lo trajo, para medir cómo se usa el sitio web.',
    lifetime: '1 año',
  },
  [storedKey('localStorage', ANALYTICS_LIBRARY_PREFIX)]: {
    purpose:
      'Eventos de estadísticas que aún no se pudieron enviar, para enviarlos en su próxima página en lugar de perderlos.',
    lifetime: 'Hasta que se envían',
  },
  [storedKey('cookie', 'next-auth.session-token')]: {
    purpose:
      'Mantiene su sesión iniciada: una sesión cifrada que su navegador no puede leer. Al cerrar sesión, se borra.',
    lifetime: 'Hasta que cierre sesión, como máximo 30 días',
  },
  [storedKey('cookie', 'next-auth.csrf-token')]: {
    purpose: 'Impide que otro sitio envíe los formularios de inicio y cierre de sesión.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  [storedKey('cookie', 'next-auth.callback-url')]: {
    purpose: 'La página a la que volver después de iniciar sesión.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  [storedKey('cookie', 'next-auth.pkce.code_verifier')]: {
    purpose: 'Demuestra al servicio de inicio de sesión que la respuesta que devuelve es para este navegador.',
    lifetime: DURING_SIGN_IN,
  },
  [storedKey('cookie', 'next-auth.state')]: {
    purpose: 'Relaciona la respuesta del servicio de inicio de sesión con el inicio de sesión que usted comenzó.',
    lifetime: DURING_SIGN_IN,
  },
  [storedKey('cookie', 'next-auth.nonce')]: {
    purpose: 'Nos permite comprobar que la respuesta del servicio de inicio de sesión es nueva, no repetida.',
    lifetime: DURING_SIGN_IN,
  },
  [storedKey('localStorage', TEST_EXPOSURE_PREFIX)]: {
    purpose: 'Qué versión de una página vio mientras probamos dos versiones, para contarlo una sola vez.',
    lifetime: 'Hasta que borre el almacenamiento de su navegador',
  },
  [storedKey('sessionStorage', BREADCRUMBS_KEY)]: {
    purpose:
      'Los últimos pasos dados en el sitio (páginas y solicitudes, como máximo 100, sin datos personales), que se envían con un informe de error si algo falla.',
    lifetime: 'Hasta que cierre la pestaña',
  },
  [storedKey('sessionStorage', STORED_EVENTS_KEY)]: {
    purpose:
      'Eventos de estadísticas de la página que deja, enviados desde la página siguiente para que no se pierdan.',
    lifetime: 'Hasta que la página siguiente los envía, o hasta que cierre la pestaña',
  },
  [storedKey('sessionStorage', GTM_QUEUE_KEY)]: {
    purpose:
      'Eventos que esperan a que cargue nuestro administrador de etiquetas, con los datos personales reemplazados por hashes de un solo sentido.',
    lifetime: 'Hasta que carga el administrador de etiquetas, o hasta que cierre la pestaña',
  },
};
