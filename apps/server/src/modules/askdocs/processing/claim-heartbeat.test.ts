import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { HEARTBEAT_MS } from '../../../lib/heartbeat';
import { askDocDocuments } from '../tables';
import {
  createAskDocsProject,
  documentRow,
  holdingProcessJobs,
  uploadFiles,
} from '../test-helpers';
import { claimDocument, keepClaimAlive, STALE_CLAIM_MS } from './claim-document';

/**
 * A document run's claim on PostgreSQL, where other workers may be alive: kept fresh by its
 * heartbeat while the run works, and taken over by another run once it has been silent past
 * `STALE_CLAIM_MS` (the run died with its worker).
 */
describe('ask-docs processing: the claim heartbeat', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    projectId = await createAskDocsProject(t, owner, 'Heartbeats');
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  async function heldDocument(name: string) {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [{ name, content: `# ${name}\n\nA short note.\n` }]),
    );
    return held.result.json().data.documents[0]._id as string;
  }

  const setClaimedAt = (id: string, at: Date) =>
    t.ctx.db.update(askDocDocuments).set({ claimedAt: at }).where(eq(askDocDocuments.id, id));

  it('renews the claim while the run beats, so no other run takes the document', async () => {
    const id = await heldDocument('alive.md');
    const claimed = await claimDocument(t.ctx, await documentRow(t, id));
    if (!claimed) throw new Error('not claimed');
    const old = new Date(Date.now() - STALE_CLAIM_MS - 5_000);
    await setClaimedAt(id, old);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = keepClaimAlive(t.ctx, claimed);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.waitFor(async () =>
      expect((await documentRow(t, id)).claimedAt?.getTime()).toBeGreaterThan(old.getTime()),
    );
    stop();
    expect(await claimDocument(t.ctx, await documentRow(t, id))).toBeNull();
  });

  it('lets another run take a claim silent past STALE_CLAIM_MS, and a stopped beat no longer renews', async () => {
    const id = await heldDocument('dead.md');
    const claimed = await claimDocument(t.ctx, await documentRow(t, id));
    if (!claimed) throw new Error('not claimed');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    keepClaimAlive(t.ctx, claimed)(); // the run died: no beat follows
    const silent = new Date(Date.now() - STALE_CLAIM_MS - 1_000);
    await setClaimedAt(id, silent);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect((await documentRow(t, id)).claimedAt?.getTime()).toBe(silent.getTime());
    const taken = await claimDocument(t.ctx, await documentRow(t, id));
    expect(taken?.claimId).not.toBe(claimed.claimId);
    expect(taken).not.toBeNull();
  });
});
