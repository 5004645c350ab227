// pnpm --filter @estante/api comments:moderate list | approve <id>... | reject <id>...: the library's
// staff moderates the comments on titles through the running server's API (README "Comments").
import { runModeration } from './comments-moderation';

const code = await runModeration(process.argv.slice(2), {
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`,
  secret: process.env.OAUTH_MODERATION_CLIENT_SECRET,
  out: (line) => console.log(line),
});
process.exit(code);
