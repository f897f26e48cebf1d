/**
 * The engine for the browser: the same functions as tax/index.ts with only the
 * current year's data, so the calculator page downloads one year's figures.
 */
import './data/year-2026';

export * from './api';
