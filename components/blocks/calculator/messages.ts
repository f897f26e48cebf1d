/** The calculator block's own words: what holds the calculator's place until its code arrives, or says it did not. */
import type { LocaleCode } from '@/engine/locale';

export interface CalculatorBlockMessages {
  loading: string;
  failed: string;
  retry: string;
}

const en: CalculatorBlockMessages = {
  loading: 'Loading the calculator…',
  failed: 'The calculator could not be loaded. Check your connection and try again.',
  retry: 'Try again',
};

const es: CalculatorBlockMessages = {
  loading: 'Cargando la calculadora…',
  failed: 'No se pudo cargar la calculadora. Revise su conexión y vuelva a intentarlo.',
  retry: 'Volver a intentarlo',
};

export const calculatorBlockMessages: Record<LocaleCode, CalculatorBlockMessages> = { 'en-US': en, 'es-US': es };
