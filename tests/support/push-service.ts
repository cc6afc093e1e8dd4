import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its keys, to decrypt what the server sends it. */
export function makeDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    ecdh,
    auth,
  };
}
export type Device = ReturnType<typeof makeDevice>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 (aes128gcm, one record): what the user agent does with a push message's body. */
export function decryptPush(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(device.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks a VAPID Authorization header (RFC 8292): an ES256 JWT signed by the key it names, for this origin. */
export function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [token = '', publicKey = ''] = [match[1], match[2]];
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString());
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error(`exp ${body.exp} out of range`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub}`);
  return { publicKey, claims: body };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  vapidKey: string;
  vapidSubject: string;
  /** Decrypted with the device whose endpoint it was sent to (when the test registered that device). */
  payload?: { title: string; body: string; url: string; tag: string };
}

/**
 * A local push-service stand-in: a node:http server that takes web-push's POST as FCM or autopush would, refuses
 * a request that is not well-formed (no VAPID signature that verifies, not aes128gcm, no TTL) with 400, and keeps
 * what it accepted, decrypted for the devices it was told of. `answer` sets the status for the next requests
 * (410: the device is gone; 500: the service is failing).
 */
export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const devices = new Map<string, Device>();
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const origin = `http://${req.headers.host}`;
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL');
        const vapid = verifyVapid(req.headers.authorization, origin);
        const body = Buffer.concat(chunks);
        const device = devices.get(`${origin}${req.url}`);
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body,
          vapidKey: vapid.publicKey,
          vapidSubject: vapid.claims.sub,
          ...(device ? { payload: JSON.parse(decryptPush(body, device)) } : {}),
        });
        res.writeHead(status).end();
      } catch (error) {
        refused.push(String((error as Error).message));
        res.writeHead(400).end(String((error as Error).message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    host,
    received,
    refused,
    /** A new device subscribed at this service (its endpoint and keys, as PushSubscription.toJSON() gives them). */
    device() {
      const device = makeDevice(`http://${host}/push/${++next}-${randomBytes(6).toString('hex')}`);
      devices.set(device.subscription.endpoint, device);
      return device;
    },
    answer(code: number) {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
