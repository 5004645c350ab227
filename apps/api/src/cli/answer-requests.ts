// pnpm --filter @estante/api requests:answer list | progress <id> | answer <id> <text> | cancel <id> [reason]:
// the library's staff handles the patrons' bibliographic surveys and exchange requests through the
// running server's API (README "The personal area").
import { runLibraryRequests } from './library-requests';

const code = await runLibraryRequests(process.argv.slice(2), {
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`,
  secret: process.env.OAUTH_MODERATION_CLIENT_SECRET,
  out: (line) => console.log(line),
});
process.exit(code);
