// Proves that keys and secrets rotate without refusing anyone (docs/deploy.md "Rotating keys and
// secrets"): after a new JWE key pair, a process still publishing the old key decrypts bodies made
// for the new one and the other way round, until the old key is retired; the house vendor's secret
// given as a list signs with the first and accepts each; a third-party vendor's stored secret may be
// a list for the same grace period. Sessions are opaque tokens stored hashed and use no key at all,
// so no rotation signs anyone out.
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsTable } from '../features/lobby/lobby.table';
import { signBody } from '../features/vendors/vendors.signature';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { loadConfig } from './config';
import {
  createRequestCrypto,
  retireOldEncryptionKeys,
  rotateEncryptionKey,
  type PublicEncryptionKey,
} from './crypto';
import { openDatabase, type DatabaseHandle } from './database';

async function encryptTo(key: PublicEncryptionKey, payload: unknown): Promise<string> {
  const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
}

describe('the JWE key pair', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('rotates: the newest is published, every active one decrypts, a retired one no longer does', async () => {
    const running = await createRequestCrypto(database.db);
    const newKid = await rotateEncryptionKey(database.db);
    const restarted = await createRequestCrypto(database.db);
    expect(restarted.publicKey.kid).toBe(newKid);
    expect(running.publicKey.kid).not.toBe(newKid);

    // A browser that loaded either key reaches either process.
    const forNew = await encryptTo(restarted.publicKey, { to: 'new' });
    const forOld = await encryptTo(running.publicKey, { to: 'old' });
    expect(await running.decryptJson(forNew)).toEqual({ to: 'new' });
    expect(await restarted.decryptJson(forOld)).toEqual({ to: 'old' });

    expect(await retireOldEncryptionKeys(database.db)).toEqual([running.publicKey.kid]);
    const afterRetirement = await createRequestCrypto(database.db);
    expect(afterRetirement.publicKey.kid).toBe(newKid);
    await expect(afterRetirement.decryptJson(forOld)).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
    expect(await afterRetirement.decryptJson(forNew)).toEqual({ to: 'new' });
    // A kid nobody ever issued is refused like any bad body.
    const stranger = await encryptTo({ ...restarted.publicKey, kid: 'no-such-kid' }, {});
    await expect(afterRetirement.decryptJson(stranger)).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
  });
});

describe('vendor secrets', () => {
  const OLD = 'old-house-secret-000001';
  const NEW = 'new-house-secret-000002';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false, env: { HOUSE_VENDOR_SECRET: `${NEW}, ${OLD}` } });
    await testApp.database.db.insert(vendorsTable).values([
      { code: 'HOUSEX', displayName: 'House', gameType: 'RNG', iconUrl: '/h.svg', isHouse: true },
      {
        code: 'EXTROT',
        displayName: 'External',
        gameType: 'RNG',
        iconUrl: '/e.svg',
        secret: `${NEW},${OLD}`,
      },
    ]);
  });
  afterAll(() => testApp.close());

  function balanceCall(vendor: string, secret: string) {
    const payload = JSON.stringify({ playerId: 987_654 });
    return testApp.app.inject({
      method: 'POST',
      url: `/api/vendor/${vendor}/balance`,
      payload,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, payload) },
    });
  }

  it('reads HOUSE_VENDOR_SECRET as a list, the first one signing, and refuses a short one', () => {
    expect(loadConfig({ HOUSE_VENDOR_SECRET: `${NEW}, ${OLD}` }).HOUSE_VENDOR_SECRET).toEqual([NEW, OLD]);
    expect(() => loadConfig({ HOUSE_VENDOR_SECRET: `${NEW},short` })).toThrow(/HOUSE_VENDOR_SECRET/);
  });

  it('accepts a call signed with any listed secret and refuses any other', async () => {
    for (const vendor of ['HOUSEX', 'EXTROT']) {
      for (const secret of [NEW, OLD]) {
        const response = await balanceCall(vendor, secret);
        expect(response.json().code).toBe('PLAYER_NOT_FOUND');
      }
      const refused = await balanceCall(vendor, 'someone-elses-secret-0003');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('INVALID_SIGNATURE');
    }
  });
});
