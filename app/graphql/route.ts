/** /graphql on the site's own origin, forwarded to the GraphQL server (services/graphql/forward.ts). */
import { faultInjectionAllowed, forwardGraphql } from '@/services/graphql/forward';

export const dynamic = 'force-dynamic';

const faultInjection = faultInjectionAllowed(process.env);
const forward = (request: Request) => forwardGraphql(request, process.env.GRAPHQL_UPSTREAM_URL, { faultInjection });

export { forward as GET, forward as POST };
