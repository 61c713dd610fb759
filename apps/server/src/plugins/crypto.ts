// Encrypted request bodies (DESIGN.md "Encrypted payloads"): the browser encrypts sensitive calls
// as compact JWE (RSA-OAEP-256 + A256GCM) to the public key that /api/permission publishes. The key
// pair is created on first start and kept in the database, so every API process shares it. Keys
// rotate without failing a call: the newest is published, every active one decrypts (by the JWE's kid).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
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
  await insertKey(db);
  // Another process may have created its key at the same moment: everyone uses the newest one.
  return loadOrCreateKey(db);
}

async function insertKey(db: Database): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(JWE_KEY_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), alg: JWE_KEY_ALGORITHM, kid, use: 'enc' };
  const privateJwk = { ...(await exportJWK(privateKey)), alg: JWE_KEY_ALGORITHM, kid };
  await db.insert(encryptionKeysTable).values({ kid, publicJwk, privateJwk }).onConflictDoNothing();
  return kid;
}

/**
 * Rotation, step 1 (docs/deploy.md "Rotating keys"): a new key pair, the newest, which every process
 * started from now on publishes. Processes still running keep publishing theirs; each decrypts with
 * any active key, and looks a key it does not know up in the database, so no call fails meanwhile.
 */
export async function rotateEncryptionKey(db: Database): Promise<string> {
  return insertKey(db);
}

/**
 * Rotation, step 2, once every process publishes the new key and browsers have had time to reload
 * it: every key but the newest stops being accepted. Answers the kids retired.
 */
export async function retireOldEncryptionKeys(db: Database): Promise<string[]> {
  const newest = await loadOrCreateKey(db);
  const retired = await db
    .update(encryptionKeysTable)
    .set({ active: false })
    .where(and(eq(encryptionKeysTable.active, true), ne(encryptionKeysTable.kid, newest.kid)))
    .returning({ kid: encryptionKeysTable.kid });
  return retired.map((row) => row.kid);
}

type ImportedKey = Awaited<ReturnType<typeof importJWK>>;

/** At most one look-up of unknown key ids per this many milliseconds (garbage kids cost no queries). */
const KEY_RELOAD_INTERVAL_MS = 5_000;

export async function createRequestCrypto(db: Database): Promise<RequestCrypto> {
  const row = await loadOrCreateKey(db);
  const publicJwk = row.publicJwk as JWK & { n: string; e: string };
  /** Every active private key by kid; the published one first. */
  const privateKeys = new Map<string, ImportedKey>();
  privateKeys.set(row.kid, await importJWK(row.privateJwk as JWK, JWE_KEY_ALGORITHM));
  let reloadedAtMs = 0;

  async function reloadKeys() {
    if (Date.now() - reloadedAtMs < KEY_RELOAD_INTERVAL_MS) return;
    reloadedAtMs = Date.now();
    const rows = await db.select().from(encryptionKeysTable).where(eq(encryptionKeysTable.active, true));
    for (const active of rows) {
      if (!privateKeys.has(active.kid)) {
        privateKeys.set(active.kid, await importJWK(active.privateJwk as JWK, JWE_KEY_ALGORITHM));
      }
    }
  }

  async function keyFor(jwe: string): Promise<ImportedKey | undefined> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(jwe).kid;
    } catch {
      return undefined;
    }
    // No kid (an older client): the published key.
    if (!kid) return privateKeys.get(row.kid);
    if (!privateKeys.has(kid)) await reloadKeys();
    return privateKeys.get(kid);
  }

  return {
    publicKey: {
      kid: row.kid,
      jwk: { kty: 'RSA', n: publicJwk.n, e: publicJwk.e, alg: JWE_KEY_ALGORITHM, kid: row.kid },
    },
    async decryptJson(jwe) {
      const privateKey = await keyFor(jwe);
      if (!privateKey) throw new AppError('DECRYPTION_FAILED', 400);
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
