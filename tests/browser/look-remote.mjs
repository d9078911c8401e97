// Screenshots of play between devices for looking at the pages (run by hand, not in CI: the
// file name is not in scripts/test's list): the friend's joining screen when the host is gone,
// and the friend's table, in English, French and German, at 1280x800,
// at 150% interface size and on a 390x844 phone. `node --test tests/browser/look-remote.mjs`,
// pictures in build/look-remote/.
import { test, before, after } from 'node:test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNetns } from './netns.mjs';
import { openRemoteSite } from './remote-site.mjs';
import { repo, openPage, clickTarget, until, browserOnDemand, closeSharedTable } from './browser.mjs';
process.env.ARKADIA_TEST_SCALE ??= '1';  // the screen's own pixels: figures and pictures as players get them (browser.mjs)

if (await runInNetns(import.meta.url)) {
  const out = resolve(repo, 'build/look-remote');
  mkdirSync(out, { recursive: true });
  const env = { browsers: [] };
  before(() => openRemoteSite(env));
  after(() => closeSharedTable(env));
  const browser = browserOnDemand(env);
  const sizes = [{ name: '1280', viewport: { width: 1280, height: 800 }, scale: 1 },
                 { name: '150', viewport: { width: 1280, height: 800 }, scale: 1.5 },
                 { name: 'phone', viewport: { width: 390, height: 844 }, scale: 1, touch: true }];

  test('pictures of the friend\'s page', { timeout: 600000 }, async () => {
    for (const game of ['arkadia', 'arkantis']) {
      const host = await openPage(await browser(0), env.url + `?game=${game}&lang=en&aidelay=0`);
      await clickTarget(host.page, 'seat1.friend');
      await clickTarget(host.page, 'newgame.start');
      const h = await until(host.page, (x) => x.remote?.invitations[0]?.link, 'the link', 30000);
      for (const lang of ['en', 'fr', 'de']) for (const size of sizes) {
        const opts = { viewport: size.viewport, hasTouch: size.touch,
                       initScript: `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${size.scale} }))` };
        const tag = `${game}-${lang}-${size.name}`;
        if (game === 'arkadia') {
          const gone = h.remote.invitations[0].link.replace(/p=[\w-]+/, 'p=nobody-here').replace('#', `&lang=${lang}#`);
          const f = await openPage(await browser(1), gone, opts);
          await until(f.page, (x) => x.texts?.['joining.state'] && !/…$/.test(x.texts['joining.state']), 'the joining screen says why', 30000);
          await f.page.screenshot({ path: join(out, `joining-gone-${tag}.png`) });
          await f.context.close();
        }
        const f = await openPage(await browser(1), h.remote.invitations[0].link.replace('#', `&lang=${lang}#`), opts);
        await until(f.page, (x) => x.guest?.atTable && x.settled, 'the table', 30000);
        await f.page.screenshot({ path: join(out, `table-${tag}.png`) });
        await f.context.close();
      }
      await host.context.close();
    }
  });
}
