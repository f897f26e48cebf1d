/**
 * The one place log text is redacted, for every log path: the browser's log
 * beacon, the server's logger (pino) and next-auth's logger routed through
 * it. What reaches the log store must never hold a credential, an identity
 * or payment number or an e-mail address, and one entry must stay one line.
 * The shapes are in redaction/patterns.ts and redaction/keys.ts.
 */
export { redactText } from './redaction/text';
export { redactUnknown, redactValue, serializeError } from './redaction/values';
export * from './redaction/masks';
