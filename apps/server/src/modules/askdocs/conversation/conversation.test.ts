import type { AskDocsConversation } from '@tabletalk/contracts';
import { buildPdf } from '@tabletalk/documents/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { searchPassages } from '../search';
import { askDocDocuments, askDocTemplates } from '../tables';
import { createAskDocsProject, uploadDocument } from '../test-helpers';
import { NOTHING_FOUND_ANSWER } from './write-answer';

const EXPIRED =
  'This template has expired. You should update your validity date or select another one.';

const HANDBOOK = [
  [
    'Welcome to Acme Logistics. This handbook explains how we work together.',
    'Our offices are open from 8am to 6pm on weekdays.',
  ],
  [
    'Employees receive 25 days of paid holiday each year.',
    'Holiday requests go to your manager two weeks in advance.',
    'Unused holiday days can be carried over until the end of March.',
  ],
];
const EXPENSES = [
  [
    'Travel expenses are reimbursed within 30 days of the trip.',
    'Receipts must be uploaded to the finance portal.',
  ],
];

/** The markers of an answer, in order. */
const markers = (answer: string) => [...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));

/** Checks the answer format the web app relies on: markers name citations, all used, in order. */
function expectWellCited(conversation: AskDocsConversation) {
  const used = markers(conversation.answer);
  expect(used.length).toBeGreaterThan(0);
  const firstUses = [...new Set(used)];
  expect(firstUses).toEqual(conversation.citations.map((_, i) => i + 1));
}

describe('ask-docs document-conversation (asking in a project room)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let viewer: BuiltUser;
  let projectId: string;
  let roomId: string;
  let handbookId: string;
  let expensesId: string;

  const ask = (question: unknown, user: BuiltUser | null = owner, room: unknown = roomId) =>
    call(t, user, 'POST', '/ask-docs/document-conversation', { roomId: room, question });

  const questionsUsed = async () =>
    (await call(t, owner, 'GET', '/users/me')).json().data.serviceUsage.monthlyQuestions
      .used as number;

  const upload = (name: string, pages: string[][]) =>
    uploadDocument(t, owner, projectId, { name, content: buildPdf({ pages }) });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    await setPlan(t, owner.orgId, 'Enterprise');
    projectId = await createAskDocsProject(t, owner, 'Handbook');
    // Uploads are processed as they are sent (the test queue): ACTIVE and indexed here.
    handbookId = await upload('handbook.pdf', HANDBOOK);
    expensesId = await upload('expenses.pdf', EXPENSES);
    roomId = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data._id;
  });
  afterAll(() => t.close());

  it('needs a signed-in caller and a question, with the schema’s message', async () => {
    expect((await ask('Holidays?', null)).statusCode).toBe(401);
    const empty = await ask('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please type a question.');
    const long = await ask('x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Please keep the question under 2000 characters.');
    expect((await ask('Holidays?', owner, 'not-a-room')).statusCode).toBe(400);
  });

  it('answers from page 2 of the document that says it, with the citation, saved and counted', async () => {
    const before = await questionsUsed();
    const res = await ask('How many days of paid holiday do employees get each year?');
    expect(res.statusCode).toBe(200);
    const conversation: AskDocsConversation = res.json().data;
    expect(conversation.answer).toContain('Employees receive 25 days of paid holiday each year.');
    expect(conversation.citations[0]).toEqual({
      documentId: handbookId,
      fileName: 'handbook.pdf',
      page: 2,
      passageId: expect.any(String),
      snippet: expect.stringContaining('25 days of paid holiday'),
    });
    expect(conversation.citations.map((c) => c.documentId)).not.toContain(expensesId);
    expectWellCited(conversation);
    expect(conversation).toMatchObject({ roomId, feedback: null, feedbackReason: null });

    const thread = (await call(t, owner, 'GET', `/ask-docs/conversation/${roomId}`)).json().data;
    expect(thread.at(-1)).toEqual(conversation);
    expect(await questionsUsed()).toBe(before + 1);
  });

  it('says plainly that nothing was found for an unrelated question, citing nothing', async () => {
    const question = 'Which days does the canteen serve vegan food?';
    // The search does find passages (they share "days"): the answer still cites none of them.
    const hits = await searchPassages(t.ctx.db, { orgId: owner.orgId, projectId, query: question });
    expect(hits.length).toBeGreaterThan(0);
    const res = await ask(question, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ answer: NOTHING_FOUND_ANSWER, citations: [] });
  });

  it('cites only ACTIVE documents', async () => {
    const setStatus = (status: 'ACTIVE' | 'PENDING') =>
      t.ctx.db.update(askDocDocuments).set({ status }).where(eq(askDocDocuments.id, handbookId));
    await setStatus('PENDING');
    try {
      const res = await ask('How many days of paid holiday do employees get each year?');
      expect(res.json().data).toMatchObject({ answer: NOTHING_FOUND_ANSWER, citations: [] });
      const expenses = (await ask('When are travel expenses reimbursed?')).json().data;
      expect(expenses.citations.map((c: { documentId: string }) => c.documentId)).toEqual([
        expensesId,
      ]);
    } finally {
      await setStatus('ACTIVE');
    }
  });

  it("answers 404 for another organization's room", async () => {
    const stranger = await buildUser(t);
    await setPlan(t, stranger.orgId, 'Enterprise');
    const res = await ask('How many days of paid holiday do employees get?', stranger);
    expect(res.statusCode).toBe(404);
  });

  it('writes the connected template’s style, and refuses an expired template uncounted', async () => {
    const created = await call(t, owner, 'POST', '/ask-docs/create-template', {
      title: 'Bullets',
      instruction: 'List the rules.',
      answerStyle: 'bullets',
      validUntil: '2999-01-01',
    });
    const templateId = created.json().data._id;
    await call(t, owner, 'PUT', `/ask-docs/room/${projectId}`, { templateId });

    const listed = (await ask('Tell me about holidays.')).json().data;
    const lines = listed.answer.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^- .+ (\[\d+\])+$/);
    expectWellCited(listed);
    expect(listed.citations.every((c: { page: number }) => c.page === 2)).toBe(true);

    await t.ctx.db
      .update(askDocTemplates)
      .set({ validUntil: '2021-01-01' })
      .where(eq(askDocTemplates.id, templateId));
    const before = await questionsUsed();
    const refused = await ask('Tell me about holidays.');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TEMPLATE_EXPIRED', message: EXPIRED });
    expect(await questionsUsed()).toBe(before);
    await call(t, owner, 'PUT', `/ask-docs/room/${projectId}`, { templateId: null });
  });
});
