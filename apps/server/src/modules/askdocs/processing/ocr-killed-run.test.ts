import { renderTextPng } from '@tabletalk/documents/testing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { grantOcrPages, reserveOcrPage } from '../../../core/entitlements';
import { organizations } from '../../../core/identity';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import {
  createAskDocsProject,
  documentRow,
  holdingProcessJobs,
  pagesOf,
  uploadFiles,
} from '../test-helpers';
import type { AskDocsJobContext } from './job-context';
import { processDocument } from './process-document';
import type { recognizePage } from './recognize-page';
import { requeueStalledDocuments } from './requeue-stalled-documents';

// The OCR engine stands in: a test decides when (and whether) each page's reading ends.
const recognize = vi.fn<typeof recognizePage>();

/**
 * A run killed while OCR reads a page (SIGKILL: its process is gone, no `finally` of it runs)
 * must not have charged that page: the next run reads it again and charges it once. The kill is
 * played by a reading that never ends, the restart by `requeueStalledDocuments` (one process).
 * The e2e journey e2e/journeys/ocr-kill.test.ts kills the real server.
 */
describe('ask-docs OCR: a run killed while a page is read', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  /** The app's context with the stand-in engine, for the runs these tests start themselves. */
  let ctx: AskDocsJobContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { ...t.ctx, recognizePage: recognize };
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    projectId = await createAskDocsProject(t, owner, 'Killed scans');
  });
  afterEach(() => recognize.mockReset());
  afterAll(() => t.close());

  async function ocrUsed() {
    const res = await call(t, owner, 'GET', '/users/me');
    return res.json().data.serviceUsage.monthlyOcrPages.used as number;
  }

  it('charges the page being read at the kill once, on the run that stores its text', async () => {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'receipt.png', content: renderTextPng(['Invoice 9 for two oak benches']) },
      ]),
    );
    const id = held.result.json().data.documents[0]._id as string;
    let isReading = false;
    recognize.mockImplementationOnce(() => {
      isReading = true;
      return new Promise<string>(() => undefined); // the process dies: this reading never ends
    });
    void processDocument(ctx, id);
    // The sandboxed reader runs first: seconds, many more on a busy machine.
    await vi.waitFor(() => expect(isReading).toBe(true), { timeout: 120_000, interval: 100 });
    // Killed here: nothing of the page it was reading is charged or stored.
    expect(await ocrUsed()).toBe(0);
    expect(await documentRow(t, id)).toMatchObject({ status: 'PENDING', ocrPages: 0 });

    // The restart: the dead run's claim is released and the document read again, once charged.
    recognize.mockResolvedValueOnce('Invoice 9 for two oak benches');
    const requeued = await holdingProcessJobs(t, () => requeueStalledDocuments(t.ctx));
    expect(requeued.result).toBe(1);
    expect(requeued.held).toEqual([{ documentId: id }]);
    await processDocument(ctx, id);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'ACTIVE',
      pageCount: 1,
      ocrPages: 1,
    });
    expect((await pagesOf(t, id))[0]).toMatchObject({ source: 'ocr', needsOcr: false });
    expect(await ocrUsed()).toBe(1);
    expect(recognize).toHaveBeenCalledTimes(2);
  }, 240_000);

  it('keeps nothing of a page read while another took the last OCR page, and waits for a pack', async () => {
    await setPlan(t, owner.orgId, 'Starter'); // no OCR page in the month: one pack page only
    await grantOcrPages(t.ctx.db, owner.orgId, 1);
    const [org] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, owner.orgId));
    if (!org) throw new Error('no organization');
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'late.png', content: renderTextPng(['A page whose OCR page went elsewhere']) },
      ]),
    );
    const id = held.result.json().data.documents[0]._id as string;
    // While the page is read, another document takes the last page of the pack.
    recognize.mockImplementationOnce(async () => {
      expect(await reserveOcrPage(t.ctx, org)).not.toBeNull();
      return 'A page whose OCR page went elsewhere';
    });
    await processDocument(ctx, id);
    expect(await documentRow(t, id)).toMatchObject({ status: 'OCR_PENDING', ocrPages: 0 });
    expect((await pagesOf(t, id))[0]).toMatchObject({ source: 'text', needsOcr: true });
    const res = await call(t, owner, 'GET', '/users/me');
    expect(res.json().data.serviceUsage.ocrPackPages).toBe(0);
  });
});
