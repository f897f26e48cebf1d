'use client';
/**
 * The calculator's words for the components that show them: the calculator provides its language's messages (and the
 * tax engine's texts in that language) once, and a panel reads them with useCalculatorMessages() and useEngineTexts().
 * Outside a provider (a panel rendered on its own) the words are English.
 */
import { createContext, useContext } from 'react';
import type { EngineTexts } from '../model/engine-texts';
import { en } from './en-US';
import type { CalculatorMessages } from './types';

export const CalculatorMessagesContext = createContext<CalculatorMessages>(en);

export const EngineTextsContext = createContext<EngineTexts>(undefined);

export const useCalculatorMessages = (): CalculatorMessages => useContext(CalculatorMessagesContext);

export const useEngineTexts = (): EngineTexts => useContext(EngineTextsContext);
