// pnpm --filter @estante/api suggestions:list [page]: the library's staff reads the acquisition
// suggestions, teachers' apart, through the running server's API (README "Acquisition suggestions").
import { runSuggestionsList } from './suggestions-list';

const code = await runSuggestionsList(process.argv.slice(2), {
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`,
  secret: process.env.OAUTH_MODERATION_CLIENT_SECRET,
  out: (line) => console.log(line),
});
process.exit(code);
