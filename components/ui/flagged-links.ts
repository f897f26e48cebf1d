import type { FlagValues } from '@/services/flags/flags';

/** Links marked with a flag ("flag": "referrals") show only while that flag is on. */
export function shownLinks<L extends { flag?: string }>(links: readonly L[], flags: FlagValues): L[] {
  return links.filter((link) => {
    if (link.flag === undefined) return true;
    const value: unknown = Reflect.get(flags, link.flag);
    return value === true;
  });
}
