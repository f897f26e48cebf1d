/**
 * How much of a text field's limit is used, under the field: always shown, read with the field (its id goes in the
 * control's aria-describedby), and said aloud politely only near the limit and past it, so a screen reader is not
 * interrupted at every key. Past the limit it says by how much, and nothing typed is cut off.
 */
import styles from './form.module.css';

/** From this many characters left, the count is said aloud. */
export const NEAR_LIMIT = 200;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export interface CharacterCountText {
  /** Shown under the field. */
  shown: string;
  /** Said by a screen reader as it changes: empty while far from the limit. */
  spoken: string;
  over: boolean;
}

export function characterCountText(length: number, max: number): CharacterCountText {
  const left = max - length;
  const used = `${length.toLocaleString('en-US')} of ${count(max, 'character', 'characters')}`;
  if (left < 0) {
    const tooMany = count(-left, 'character', 'characters');
    return { shown: `${used}: ${tooMany} too many`, spoken: `${tooMany} too many`, over: true };
  }
  const remaining = left === 0 ? 'No characters left' : `${count(left, 'character', 'characters')} left`;
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
}

export function CharacterCount({ id, length, max, spokenLength = length }: CharacterCountProps) {
  const { shown, over } = characterCountText(length, max);
  return (
    <>
      <p id={id} className={over ? styles.countOver : styles.count}>
        {shown}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {characterCountText(spokenLength, max).spoken}
      </p>
    </>
  );
}
