import { TOTP } from 'otpauth';

/**
 * Content the demo site lacks but Lighthouse must measure: a service area's page (`/areas/<city>`) exists only for a
 * city with two published projects and the owner's text about it, and the demo has one project per city. Made the
 * way the owner would, through the admin API of the app `npm run lighthouse` started (bench-support's credentials;
 * in production a sign-in needs a second factor, so the owner first turns on an authenticator app).
 */
const OWNER = { username: 'admin', password: 'bench-admin-password' };

const AREA_TEXT = {
  city: 'Altadena',
  jurisdiction:
    'Altadena is unincorporated, so Los Angeles County rules here rather than a city hall. The county supervisors set the rebuilding ordinances after the Eaton fire.',
  permits:
    'Permits come from LA County Public Works at its Alhambra office. Like-for-like rebuilds after the Eaton fire skip the planning hearing.',
  typicalWork:
    'Most of our Altadena work is rebuilding Craftsman bungalows lost in the fire, and ADUs behind the rebuilt houses on the deep lots.',
};

/** Adds a second Altadena project and the owner's Altadena text, unless the sitemap already lists an area page. */
export async function ensureServiceAreaPage(origin: string): Promise<void> {
  if ((await (await fetch(`${origin}/sitemap.xml`)).text()).includes('/areas/')) return;
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(origin + path, {
      method,
      headers: {
        'content-type': 'application/json',
        origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  await call('POST', '/api/auth/login', OWNER);
  const { secret } = (await (await call('POST', '/api/admin/account/totp/setup')).json()) as {
    secret: string;
  };
  await call('POST', '/api/admin/account/totp', { code: new TOTP({ secret }).generate() });
  const [first] = (await (await fetch(`${origin}/api/portfolio`)).json()) as Array<{ imageUrls: string[] }>;
  await call('PUT', '/api/admin/areas', AREA_TEXT);
  await call('POST', '/api/admin/portfolio', {
    title: 'Mariposa Street Rebuild',
    description: 'A Craftsman bungalow lost in the Eaton fire, rebuilt from foundation to finish.',
    category: 'Fire Rebuild',
    imageUrls: [first?.imageUrls[0]],
    imageDetails: [{ alt: 'The rebuilt bungalow on Mariposa Street from the street' }],
    location: 'Altadena',
  });
}
