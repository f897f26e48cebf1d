/**
 * Numbers that identify a person or an account: bank routing and account
 * numbers, payment cards, SSNs and ITINs. Each is told from an ordinary
 * number (a count, a duration, an amount, a timestamp) by its label or by
 * its check digit and shape, so the ordinary ones stay.
 */
import { abaValid, luhnValid, taxpayerIdKind } from './checksums';
import { ACCOUNT_MASK, CARD_MASK, ITIN_MASK, ROUTING_MASK, SSN_MASK } from './masks';
import * as pattern from './patterns';

/** A card number as the networks issue them: 13 to 19 digits starting 2 to 6, with Luhn's check digit. */
export function isCardNumber(digits: string): boolean {
  // Numbers starting 1 are left alone: epoch milliseconds (13 digits) and nanoseconds (19) start with 1 until 2286.
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits);
}

interface Group {
  start: number;
  end: number;
  digits: string;
  /** What comes before the group within its run: '', ' ' or '-'. */
  separator: string;
}

const groupsOf = (text: string, shape: RegExp): Group[] =>
  [...text.matchAll(shape)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    digits: found[0],
    separator: found.index > 0 ? (text[found.index - 1] ?? '') : '',
  }));

/**
 * Whether groups read as one printed card: one group of 13 to 19 digits, or groups joined by one
 * separator the way cards are printed (4-4-4-4, 4-6-5, 4-4-4-4-3): a first group of four, middle
 * groups of four to six, a last group of at most six. "2024-06-10 1234" and "65535 12345678" are not.
 */
function printedLikeACard(groups: readonly Group[]): boolean {
  const [first, ...others] = groups;
  if (!first || others.length === 0) return true;
  const separator = others[0]?.separator;
  const last = others[others.length - 1]?.digits.length ?? 0;
  const middleFits = others.slice(0, -1).every((group) => group.digits.length >= 4 && group.digits.length <= 6);
  return first.digits.length === 4 && last <= 6 && middleFits && others.every((group) => group.separator === separator);
}

/** The last group of the longest card number that starts at group `first`, if there is one. */
function cardEnd(groups: readonly Group[], first: number, limit: number): number | undefined {
  let digits = '';
  let end: number | undefined;
  for (let last = first; last < limit; last += 1) {
    digits += groups[last]?.digits ?? '';
    if (digits.length > 19) break;
    if (isCardNumber(digits) && printedLikeACard(groups.slice(first, last + 1))) end = last;
  }
  return end;
}

function maskCards(run: string, _whole: string, offset: number, text: string): string {
  const groups = groupsOf(run, /\d+/g);
  // A last group glued to a word or a decimal (4111...1111abc, 10:30) belongs to that token.
  const limit = pattern.GLUED_AFTER.test(text.slice(offset + run.length)) ? groups.length - 1 : groups.length;
  let out = '';
  let cursor = 0;
  for (let first = 0; first < limit; first += 1) {
    // A group joined to the one before it in another style ("123-45-6789 4111 …") ends that token: a card cannot start there.
    const next = groups[first + 1];
    const joinedBefore = first > 0 && next !== undefined && groups[first]?.separator !== next.separator;
    if (joinedBefore) continue;
    const end = cardEnd(groups, first, limit);
    const [from, to] = [groups[first], end === undefined ? undefined : groups[end]];
    if (end === undefined || !from || !to) continue;
    out += `${run.slice(cursor, from.start)}${CARD_MASK}`;
    cursor = to.end;
    first = end;
  }
  return out + run.slice(cursor);
}

/** A routing number (ABA checksum) written next to another number: both masked, whatever their labels. */
function maskRoutingPairs(text: string): string {
  const tokens = groupsOf(text, pattern.NUMBER_TOKEN);
  const masks = new Map<number, string>();
  const besideEachOther = (left: number, right: number) => {
    const [first, second] = [tokens[left], tokens[right]];
    return !!first && !!second && !masks.has(left) && pattern.PAIR_GAP.test(text.slice(first.end, second.start));
  };
  tokens.forEach((token, index) => {
    if (masks.has(index) || token.digits.length !== 9 || !abaValid(token.digits)) return;
    // The account number is usually written after the routing number; a number before it will do.
    const after = besideEachOther(index, index + 1);
    if (!after && !besideEachOther(index - 1, index)) return;
    const account = after ? index + 1 : index - 1;
    masks.set(index, ROUTING_MASK);
    masks.set(account, ACCOUNT_MASK);
  });
  if (masks.size === 0) return text;
  let out = '';
  let cursor = 0;
  tokens.forEach((token, index) => {
    const mask = masks.get(index);
    if (!mask) return;
    out += `${text.slice(cursor, token.start)}${mask}`;
    cursor = token.end;
  });
  return out + text.slice(cursor);
}

function maskTaxpayerId(match: string, area: string, group: string, serial: string): string {
  const kind = taxpayerIdKind(area, group, serial);
  return kind === 'ssn' ? SSN_MASK : kind === 'itin' ? ITIN_MASK : match;
}

/** Bank details, then cards, then taxpayer ids: a number masked as one is not looked at again. */
export function redactNumbers(text: string): string {
  const routing = text.replace(pattern.ROUTING_LABELLED, `$1$2${ROUTING_MASK}`);
  const labelled = routing.replace(pattern.ACCOUNT_LABELLED, `$1$2${ACCOUNT_MASK}`);
  const cards = maskRoutingPairs(labelled).replace(pattern.DIGIT_RUN, maskCards);
  return cards.replace(pattern.SSN_SEPARATED, maskTaxpayerId).replace(pattern.SSN_PLAIN, maskTaxpayerId);
}
