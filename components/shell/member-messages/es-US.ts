import type { MemberMessages } from './types';

export const es: MemberMessages = {
  impersonating: 'Sesión de soporte',
  greeting: (firstName) => (firstName ? `Hola, ${firstName}` : 'Hola'),
  signOut: 'Cerrar sesión',
  accountLinks: {
    payStubs: 'Sus talones de pago',
    w2: 'Su Formulario W-2',
    account: 'Su cuenta',
    finishEnrollment: 'Terminar la inscripción',
    checkEnrollment: 'Ver su inscripción',
    startEnrollment: 'Comenzar la inscripción',
  },
};
