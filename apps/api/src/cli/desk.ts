// pnpm --filter @estante/api desk <checkout|return|release|ready> ...: the library desk's calls
// through the running server's API, as the desk client (README "Desk").
import { runDesk } from './desk-command';

const code = await runDesk(process.argv.slice(2), {
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`,
  secret: process.env.OAUTH_DESK_CLIENT_SECRET,
  out: (line) => console.log(line),
});
process.exit(code);
