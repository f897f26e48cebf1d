/**
 * How much of a text field's limit is used, under the field: always shown, read with the field (its id goes in the
 * control's aria-describedby), and said aloud politely only near the limit and past it, so a screen reader is not
 * interrupted at every key. Past the limit it says by how much, and nothing typed is cut off.
 */
import { formatWholeNumber } from '@/engine/whole-number';
import styles from './form.module.css';
import { en } from './messages/en-US';
import type { FormMessages } from './messages/types';

/** From this many characters left, the count is said aloud. */
export const NEAR_LIMIT = 200;

export interface CharacterCountText {
  /** Shown under the field. */
  shown: string;
  /** Said by a screen reader as it changes: empty while far from the limit. */
  spoken: string;
  over: boolean;
}

export function characterCountText(length: number, max: number, messages: FormMessages = en): CharacterCountText {
  const words = messages.characterCount;
  const number = (n: number) => formatWholeNumber(n, messages.locale);
  const count = (n: number, forms: { one: string; other: string }) =>
    (n === 1 ? forms.one : forms.other).replace('{n}', number(n));
  const left = max - length;
  const used = words.used.replace('{used}', number(length)).replace('{max}', count(max, words.characters));
  if (left < 0) {
    const tooMany = count(-left, words.tooMany);
    return { shown: `${used}: ${tooMany}`, spoken: tooMany, over: true };
  }
  const remaining = left === 0 ? words.none : count(left, words.left);
  return {
    shown: left <= NEAR_LIMIT ? `${used}: ${remaining.toLowerCase()}` : used,
    spoken: left <= NEAR_LIMIT ? remaining : '',
    over: false,
  };
}

interface CharacterCountProps {
  /** The count's id, for the control's aria-describedby. */
  id: string;
  length: number;
  max: number;
  /** The length to say aloud: the caller's, once typing pauses (a polite announcement at every key would be noise). */
  spokenLength?: number;
  /** The page's language's form words; English when not given. */
  messages?: FormMessages;
}

export function CharacterCount({ id, length, max, spokenLength = length, messages = en }: CharacterCountProps) {
  const { shown, over } = characterCountText(length, max, messages);
  return (
    <>
      <p id={id} className={over ? styles.countOver : styles.count}>
        {shown}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {characterCountText(spokenLength, max, messages).spoken}
      </p>
    </>
  );
}
