/** What the links of the chain tell each other through the operation context. */
declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * Set on the visitor's own action (a button they pressed) by the feature that started it: how to tell them it
     * failed. Background lookups set none and fail quietly. A callback, so services never import the UI.
     */
    notifyUser?: () => void;
    /** Set by the timing link: when the operation entered the chain (ms, performance clock). */
    startedAt?: number;
    headers?: Record<string, string>;
    /** Set by Apollo's HttpLink: the HTTP response the result came in. */
    response?: Response;
  }
}

export {};
