import type { ToastMessages } from './types';

export const es: ToastMessages = {
  genericError: 'Error. Vaya, algo salió mal. Inténtelo de nuevo más tarde.',
};
