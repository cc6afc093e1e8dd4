/**
 * The cost of other spellings of the public pages (`/About/`, `?community=nowhere`, `?utm_source=…`): a loop over
 * 1,000 distinct spellings, each followed to its page as a browser follows a redirect, against the same loop over
 * the canonical addresses they end on. A spelling that bypassed the page cache rendered the page every time.
 */
import http from 'node:http';

interface Spelling {
  spelling: string;
  canonical: string;
}

/** 1,000 spellings no earlier round sent, each with the canonical address a browser ends up on. */
function spellingsOf(round: number): Spelling[] {
  return Array.from({ length: 1000 }, (_, index): Spelling => {
    const n = `${round}-${index}`;
    const kinds: Spelling[] = [
      { spelling: `/About/?ref=${n}`, canonical: '/about' },
      { spelling: `/wildfire-recovery?community=nowhere-${n}`, canonical: '/wildfire-recovery' },
      { spelling: `/contact?sent=no-${n}`, canonical: '/contact' },
      { spelling: `/contact?failed=${600 + index}&r=${round}`, canonical: '/contact?failed=500' },
      { spelling: `/?utm_source=newsletter-${n}`, canonical: '/' },
      { spelling: `/portfolio?gclid=${n}`, canonical: '/portfolio' },
      { spelling: `/Services?x=${n}`, canonical: '/services' },
      {
        spelling: `/wildfire-recovery/?community=altadena&n=${n}`,
        canonical: '/wildfire-recovery?community=altadena',
      },
    ];
    return kinds[index % kinds.length] as Spelling;
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One page as a browser gets it (brotli, redirects followed); the number of requests it took. */
async function load(baseUrl: string, path: string, hops = 0): Promise<number> {
  const { status, location } = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      })
      .on('error', reject);
  });
  if (status === 301 && location && hops < 3) return 1 + (await load(baseUrl, location, hops + 1));
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return 1;
}

async function timeLoop(baseUrl: string, paths: readonly string[]) {
  const started = performance.now();
  let requests = 0;
  for (const path of paths) requests += await load(baseUrl, path);
  return { ms: performance.now() - started, requests };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function measureSpellings(baseUrl: string, rounds = 5) {
  const spellings = spellingsOf(0);
  // Every canonical page rendered and kept first: the loops compare answers, not first renders.
  for (const { canonical } of spellings.slice(0, 8)) await load(baseUrl, canonical);
  const canonicalMs: number[] = [];
  const spellingMs: number[] = [];
  let spellingRequests = 0;
  for (let round = 0; round < rounds; round++) {
    const batch = spellingsOf(round);
    canonicalMs.push(
      (
        await timeLoop(
          baseUrl,
          batch.map(({ canonical }) => canonical),
        )
      ).ms,
    );
    const spelled = await timeLoop(
      baseUrl,
      batch.map(({ spelling }) => spelling),
    );
    spellingMs.push(spelled.ms);
    spellingRequests = spelled.requests;
  }
  agent.destroy();
  return {
    canonicalMs: median(canonicalMs),
    spellingMs: median(spellingMs),
    spellingRequests,
    rounds,
  };
}
