// Encrypts sensitive request bodies as compact JWE to the server's public key (DESIGN.md
// "Encrypted payloads"); the key comes from the start-up call. jose loads with the first encryption,
// not with the home page: only signing in, registering and a few account calls need it.
import type { JWK } from 'jose';

export async function encryptPayload(
  payload: unknown,
  key: { kid: string; jwk: JWK },
): Promise<{ jwe: string }> {
  const { CompactEncrypt, importJWK } = await import('jose');
  const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
  return { jwe };
}
