import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A passkey in software: a P-256 key pair whose public half is stored as a passkey would be (its COSE key, the
 * credential id), and which answers a WebAuthn assertion as an authenticator does (authenticator data, client data,
 * an ES256 signature over both). For tests that need to send the same signed answer twice, which a browser's
 * authenticator never would. The counter stays 0, as with the synced passkeys that keep none.
 */
export function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coord = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  // COSE_Key (RFC 9053), CBOR by hand: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    coord(jwk.x),
    Buffer.from([0x22, 0x58, 0x20]),
    coord(jwk.y),
  ]);
  const credentialId = randomBytes(16).toString('base64url');
  return {
    credentialId,
    publicKey: cose.toString('base64url'),
    /** The answer to a challenge for `origin`, its holder verified (flags UP and UV). */
    assert(challenge: string, origin: string) {
      const rpIdHash = createHash('sha256').update(new URL(origin).hostname).digest();
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x05, 0, 0, 0, 0])]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
      );
      const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: sign('sha256', signed, privateKey).toString('base64url'),
        },
        clientExtensionResults: {},
      };
    },
  };
}
