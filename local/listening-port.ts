import type { Server } from 'node:http';

/** The port a server listening on TCP got (0 asks the system for a free one). */
export function listeningPort(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server is not listening on a TCP port');
  return address.port;
}
