/**
 * Structured logs of the server: one JSON line per event on standard output,
 * where a production platform collects them. Every call is redacted before
 * pino sees it (the message, every field at any depth, errors' messages and
 * stacks, child loggers' bindings, printf-style arguments): no caller has to
 * remember to.
 */
import pino, { type Bindings, type DestinationStream, type LogFn, type Logger } from 'pino';
import { isJsonObject, type JsonObject } from './json';
import { redactText, redactUnknown } from './redact';

export type LogFields = Record<string, unknown>;

/**
 * Fields from whatever a library hands its logger: an Error becomes `error`,
 * an object keeps its fields, anything else goes under `detail`. For
 * next-auth's logger: `serverLogger.error({ code, ...logFieldsOf(metadata) }, message)`
 * (its metadata is an Error or `{ error, ...details }`; spreading an Error would lose its message).
 */
export function logFieldsOf(metadata: unknown): LogFields {
  if (metadata instanceof Error) return { error: metadata };
  if (typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)) return { ...metadata };
  return metadata === undefined ? {} : { detail: metadata };
}

/** A call's fields, redacted, with errors as `error: { type, message, stack? }` (pino's `err` is `error` here). */
export function redactFields(fields: object): JsonObject {
  const source: LogFields = fields instanceof Error ? { error: fields } : { ...fields };
  if (source.err instanceof Error && source.error === undefined) {
    source.error = source.err;
    delete source.err;
  }
  const redacted = redactUnknown(source);
  return isJsonObject(redacted) ? redacted : {};
}

function redactMessage(message: unknown): unknown {
  if (message === undefined || message === null) return message;
  return typeof message === 'string' ? redactText(message) : redactUnknown(message);
}

/** The arguments of a log call, redacted, in a shape pino reads the same way. */
export function redactLogArguments(args: readonly unknown[]): [unknown, ...unknown[]] {
  const [first, ...rest] = args;
  const tail = rest.map(redactMessage);
  if (typeof first !== 'object' || first === null) return [redactMessage(first), ...tail];
  const fields = redactFields(first);
  // pino takes an Error's message as the line's message when none is given: so do we, redacted.
  const error = first instanceof Error ? first : 'err' in first && first.err instanceof Error ? first.err : undefined;
  if (error && tail.length === 0) return [fields, redactText(error.message)];
  return [fields, ...tail];
}

type ChildOptions<Levels extends string> = pino.ChildLoggerOptions<Levels>;
type ChildArguments<Levels extends string> = [Bindings, ChildOptions<Levels> | undefined];

export interface ServerLoggerOptions {
  /** Nothing below info reaches the log store unless asked for (LOG_LEVEL). */
  level?: string;
}

/** A redacting logger writing to `destination` (standard output by default; tests pass their own). */
export function createServerLogger(destination?: DestinationStream, options: ServerLoggerOptions = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const settings: pino.LoggerOptions = {
    base: { service: 'hearth-site' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      // "level":"error" rather than 50: log platforms index the label.
      level: (label) => ({ level: label }),
      bindings: (bindings) => redactFields(bindings),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, redactLogArguments(args) as Parameters<LogFn>);
      },
    },
    level,
  };
  const logger = destination ? pino(settings, destination) : pino(settings);
  // pino formats a child's bindings once, when the child is made, and without the formatter above:
  // redact them on the way in. Children inherit this method, so grandchildren are covered too.
  const child = logger.child;
  function redactedChild<L extends string = never>(this: Logger, bindings: Bindings, childOptions?: ChildOptions<L>) {
    const prefix = childOptions?.msgPrefix;
    const redacted = prefix === undefined ? childOptions : { ...childOptions, msgPrefix: redactText(prefix) };
    return child.call<Logger, ChildArguments<L>, Logger<L>>(this, redactFields(bindings), redacted);
  }
  logger.child = redactedChild;
  return logger;
}

export const serverLogger = createServerLogger();
