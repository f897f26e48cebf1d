/** What the links of the chain tell each other through the operation context. */
declare module '@apollo/client' {
  interface DefaultContext {
    /** The visitor's own action (a button they pressed): a failure shows them the generic error toast. */
    userAction?: boolean;
    /** Set by the timing link: when the operation entered the chain (ms, performance clock). */
    startedAt?: number;
    headers?: Record<string, string>;
    /** Set by Apollo's HttpLink: the HTTP response the result came in. */
    response?: Response;
  }
}

export {};
