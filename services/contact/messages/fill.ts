import type { LocaleCode } from '@/engine/locale';
import { formatWholeNumber } from '@/engine/whole-number';

/** A message's "{name}" places filled in; numbers written the language's way ("2,000"). */
export function fill(template: string, values: Readonly<Record<string, string | number>>, locale: LocaleCode): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatWholeNumber(value, locale) : value;
  });
}
