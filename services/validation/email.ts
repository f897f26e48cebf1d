/**
 * The e-mail pattern: a general local-part@domain, where the
 * domain may also be a bracketed IPv4 address (user@[192.168.0.1]).
 * Shared by the calculator's form and the GraphQL server's check.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
