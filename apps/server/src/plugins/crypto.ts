// Encrypted request bodies (DESIGN.md "Encrypted payloads"): the browser encrypts sensitive calls
// as compact JWE (RSA-OAEP-256 + A256GCM) to the public key that /api/permission publishes. The key
// pair is created on first start and kept in the database, so every API process shares it.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from './database';
import { encryptionKeysTable } from './crypto.table';
import { AppError } from './errors';

export const JWE_KEY_ALGORITHM = 'RSA-OAEP-256';
export const JWE_CONTENT_ENCRYPTION = 'A256GCM';

export type PublicEncryptionKey = {
  kid: string;
  jwk: { kty: string; n: string; e: string; alg: string; kid: string };
};

export type RequestCrypto = {
  publicKey: PublicEncryptionKey;
  /**
   * Decrypts a compact JWE made for our key and parses its JSON.
   * Raises DECRYPTION_FAILED (400) for anything that is not such a JWE.
   */
  decryptJson(jwe: string): Promise<unknown>;
};

async function loadOrCreateKey(db: Database) {
  const [existing] = await db
    .select()
    .from(encryptionKeysTable)
    .where(eq(encryptionKeysTable.active, true))
    .orderBy(desc(encryptionKeysTable.createdAt))
    .limit(1);
  if (existing) return existing;
  const { publicKey, privateKey } = await generateKeyPair(JWE_KEY_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), alg: JWE_KEY_ALGORITHM, kid, use: 'enc' };
  const privateJwk = { ...(await exportJWK(privateKey)), alg: JWE_KEY_ALGORITHM, kid };
  await db.insert(encryptionKeysTable).values({ kid, publicJwk, privateJwk }).onConflictDoNothing();
  // Another process may have created its key at the same moment: everyone uses the newest one.
  return loadOrCreateKey(db);
}

export async function createRequestCrypto(db: Database): Promise<RequestCrypto> {
  const row = await loadOrCreateKey(db);
  const publicJwk = row.publicJwk as JWK & { n: string; e: string };
  const privateKey = await importJWK(row.privateJwk as JWK, JWE_KEY_ALGORITHM);
  return {
    publicKey: {
      kid: row.kid,
      jwk: { kty: 'RSA', n: publicJwk.n, e: publicJwk.e, alg: JWE_KEY_ALGORITHM, kid: row.kid },
    },
    async decryptJson(jwe) {
      try {
        const { plaintext } = await compactDecrypt(jwe, privateKey, {
          keyManagementAlgorithms: [JWE_KEY_ALGORITHM],
          contentEncryptionAlgorithms: [JWE_CONTENT_ENCRYPTION],
        });
        return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
      } catch {
        throw new AppError('DECRYPTION_FAILED', 400);
      }
    },
  };
}

/** preValidation: sensitive calls must arrive as { jwe }; plain bodies are refused (DESIGN.md). */
export async function requireEncryptedBody(request: { body: unknown }) {
  const body = request.body;
  const isEncrypted =
    typeof body === 'object' && body !== null && typeof (body as { jwe?: unknown }).jwe === 'string';
  if (!isEncrypted) throw new AppError('ENCRYPTION_REQUIRED', 400);
}
