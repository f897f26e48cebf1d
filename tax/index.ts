/**
 * Household payroll tax engine: pure functions over validated yearly data.
 * Browser-safe (no Node imports); the CLI in cli.ts is the only I/O. This
 * entry offers every year with a data file; tax/browser.ts only the current one.
 */
import './data/year-2025';
import './data/year-2026';

export * from './api';
