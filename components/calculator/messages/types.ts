/**
 * The shape every language's calculator words share: English's (./en-US.ts). A language missing a word, or with
 * one of the wrong kind, does not compile.
 */
import type { en } from './en-US';

export type CalculatorMessages = typeof en;
