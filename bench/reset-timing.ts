/**
 * How long "Forgot your password?" takes to answer for an account and for no account (issue 32:
 * 31 ms and 9 ms before the ask went to the job queue). The site runs in its own process with
 * its worker, as `npm start` runs it; RESET_ASKS accounts (each gets its first link, so a mail is
 * made for every ask) and as many unknown names are asked for in turn, one at a time, after a
 * warm-up. Prints the median and the 90th percentile of each. Not part of `npm run bench`:
 *
 *   npx tsx bench/reset-timing.ts
 */
import { BenchClient, percentile } from './http-client';
import { startBenchSite } from './site-process';

const ASKS = Number(process.env.RESET_ASKS ?? 50);
const WARM_UP = 10;

async function main(): Promise<void> {
  const site = await startBenchSite({ RATE_LIMIT_OVERRIDES: 'signup=100000/3600,passwordReset=100000/3600' });
  try {
    for (let i = 0; i < ASKS + WARM_UP; i++) await new BenchClient(site.base).signUp(`reset${i}`);
    const asker = new BenchClient(site.base);
    asker.csrf = /name="_csrf" value="([^"]+)"/.exec(await (await asker.get('/password/forgot')).text())![1];
    const times = { known: [] as number[], unknown: [] as number[] };
    const askFor = async (login: string): Promise<number> => {
      const t0 = performance.now();
      const res = await asker.postForm('/password/forgot', { login });
      await res.text();
      if (res.status !== 200) throw new Error(`${login}: ${res.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < WARM_UP; i++) {
      await askFor(`reset${ASKS + i}`);
      await askFor(`nobody${ASKS + i}`);
    }
    // In turn, so both see the same machine.
    for (let i = 0; i < ASKS; i++) {
      times.known.push(await askFor(`reset${i}`));
      times.unknown.push(await askFor(`nobody${i}`));
    }
    for (const [what, ms] of Object.entries(times)) {
      const sorted = ms.sort((a, b) => a - b);
      console.log(`${what.padEnd(8)} ${ASKS} asks: median ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms`);
    }
  } finally {
    await site.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
