/** The calculator block's own words: what holds the calculator's place until its code arrives. */
import type { LocaleCode } from '@/engine/locale';

interface CalculatorBlockMessages {
  loading: string;
}

const en: CalculatorBlockMessages = {
  loading: 'Loading the calculator…',
};

const es: CalculatorBlockMessages = {
  loading: 'Cargando la calculadora…',
};

export const calculatorBlockMessages: Record<LocaleCode, CalculatorBlockMessages> = { 'en-US': en, 'es-US': es };
