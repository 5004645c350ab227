import { bearer, DEMO, expect, patronToken, SITE, test } from './helpers';

// The shell's proxy sets X-Forwarded-Host/-Proto itself: the addresses the API gives out (the
// loans' calendar feed) are the site's, never the API's internal one, and a client's forged
// X-Forwarded-Host never reaches the API.
test("the calendar feed's address is the site's, whatever X-Forwarded-Host a client sends", async ({ request }) => {
  const token = await patronToken(request, DEMO.undergraduate);
  const made = await request.post(`${SITE}/api/emprestimo/calendario`, {
    headers: { ...bearer(token), 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { url } = (await made.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^${SITE.replace(/[.:/]/g, '\\$&')}/api/emprestimo/calendario/[A-Za-z0-9_-]{43}\\.ics$`));
  // a calendar outside fetches it at the site's address
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);
  expect((await request.delete(`${SITE}/api/emprestimo/calendario`, { headers: bearer(token) })).status()).toBe(200);
});
