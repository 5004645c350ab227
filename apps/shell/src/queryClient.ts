import { QueryClient } from '@estante/api-client/react';

/** The page's one cache of server answers, shared by every remote through `@estante/api-client/react`. */
export const queryClient = new QueryClient();
