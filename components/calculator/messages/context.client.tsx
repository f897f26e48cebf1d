'use client';
/**
 * The calculator's words for the components that show them: the calculator provides its language's messages (and the
 * tax engine's texts in that language) once, and a panel reads them with useCalculatorMessages() and useEngineTexts().
 * No language is built in (each is a chunk of its own), so a panel outside the calculator's provider is a mistake in
 * the code, and says so.
 */
import { createContext, useContext } from 'react';
import type { EngineTexts } from '../model/engine-texts';
import type { CalculatorMessages } from './types';

export const CalculatorMessagesContext = createContext<CalculatorMessages | undefined>(undefined);

export const EngineTextsContext = createContext<EngineTexts>(undefined);

export function useCalculatorMessages(): CalculatorMessages {
  const messages = useContext(CalculatorMessagesContext);
  if (messages === undefined) throw new Error('useCalculatorMessages() needs a CalculatorMessagesContext provider');
  return messages;
}

export const useEngineTexts = (): EngineTexts => useContext(EngineTextsContext);
