import { type AskDocsCitation, askDocsCitationsSchema } from '@tabletalk/contracts';
import type { OrgSeed, SeedContext } from './context';
import { at, DAY, json, uuid } from './rows';

/** Ask Docs: projects with documents read into pages, passages and embeddings; a room's answers. */

const DOCUMENTS = [
  { file: 'master-agreement.pdf', kind: 'pdf', pages: 4, title: 'Master Supply Agreement' },
  { file: 'amendment-2.pdf', kind: 'pdf', pages: 3, title: null },
  { file: 'scan-annex.png', kind: 'png', pages: 1, title: null },
] as const;

/** A document's pages, two passages a page, the first two pages' passages embedded. */
function seedPages(
  ctx: SeedContext,
  org: OrgSeed,
  document: { id: string; projectId: string; file: string; pages: number; scanned: boolean },
): AskDocsCitation[] {
  const citations: AskDocsCitation[] = [];
  for (let page = 1; page <= document.pages; page += 1) {
    const text = `Section ${page}. Either party may terminate this agreement with ${30 * page} days' written notice. Invoices are payable within 45 days.`;
    ctx.rows.add('askdoc_pages', {
      document_id: document.id,
      org_id: org.id,
      page,
      text,
      source: document.scanned ? 'ocr' : 'text',
      needs_ocr: document.scanned,
    });
    for (const [position, passage] of [text, `Schedule ${page}: delivery terms.`].entries()) {
      const id = uuid();
      ctx.rows.add('askdoc_passages', {
        id,
        org_id: org.id,
        project_id: document.projectId,
        document_id: document.id,
        page,
        position: (page - 1) * 2 + position,
        title: `Master Supply Agreement, section ${page}`,
        text: passage,
        text_words: passage.split(/\s+/).length,
        title_words: 5,
        document_words: 620,
        created_at: at(-20 * DAY + 2),
      });
      if (position > 0 || page > 2) continue;
      ctx.rows.add('askdoc_passage_embeddings', {
        passage_id: id,
        org_id: org.id,
        project_id: document.projectId,
        model: 'builtin-hash-256',
        vector: Array.from({ length: 8 }, (_, k) => ((k * 37 + page * 11) % 17) / 16 - 0.5),
        created_at: at(-20 * DAY + 3),
      });
      citations.push({
        documentId: document.id,
        fileName: document.file,
        page,
        passageId: id,
        snippet: text.slice(0, 80),
      });
    }
  }
  return citations;
}

/** The project's documents (a scan failed in the first project); returns their citations. */
function seedDocuments(ctx: SeedContext, org: OrgSeed, projectId: string, p: number) {
  return DOCUMENTS.flatMap((document, i) => {
    const id = uuid();
    const scanned = document.kind === 'png';
    const failed = scanned && p === 0;
    ctx.rows.add('askdoc_documents', {
      id,
      org_id: org.id,
      project_id: projectId,
      uploaded_by: org.owner.id,
      file_name: document.file,
      kind: document.kind,
      size_bytes: 182_044 + i * 9_001,
      storage_path: `askdocs/${projectId}/${id}`,
      status: failed ? 'FAILED' : 'ACTIVE',
      failure_reason: failed ? 'The image has no readable text.' : null,
      page_count: document.pages,
      ocr_pages: scanned ? 1 : 0,
      created_at: at(-20 * DAY + i),
      processed_at: at(-20 * DAY + i + 2),
      title: document.title,
      attempts: 1,
      claim_id: null,
      claimed_at: null,
    });
    return seedPages(ctx, org, {
      id,
      projectId,
      file: document.file,
      pages: document.pages,
      scanned,
    });
  });
}

/** The project's room with its template and three answered questions. */
function seedRoom(ctx: SeedContext, org: OrgSeed, projectId: string, citations: AskDocsCitation[]) {
  const templateId = uuid();
  ctx.rows.add('askdoc_templates', {
    id: templateId,
    org_id: org.id,
    created_by: org.owner.id,
    title: 'Termination clauses',
    instruction: 'Quote the clause and give its notice period.',
    answer_style: 'bullets',
    valid_from: null,
    valid_until: null,
    created_at: at(-20 * DAY),
    updated_at: at(-20 * DAY),
  });
  const roomId = uuid();
  ctx.rows.add('askdoc_rooms', {
    id: roomId,
    org_id: org.id,
    project_id: projectId,
    created_by: org.owner.id,
    template_id: templateId,
    created_at: at(-19 * DAY),
  });
  const questions = ['What is the notice period?', 'When are invoices due?', 'Who may terminate?'];
  for (const [q, question] of questions.entries()) {
    ctx.rows.add('askdoc_conversations', {
      id: uuid(),
      org_id: org.id,
      room_id: roomId,
      user_id: org.people[q % org.people.length]?.id ?? org.owner.id,
      question,
      answer:
        'Either party may terminate with 30 days’ notice [1]; invoices are due in 45 days [2].',
      citations: json(askDocsCitationsSchema, citations.slice(0, 2 + (q % 2))),
      feedback: q === 0 ? 'LIKE' : null,
      feedback_reason: null,
      created_at: at(20 + q),
    });
  }
  const favourite = { user_id: org.owner.id, created_at: at() };
  ctx.rows.add('askdoc_template_favourites', { ...favourite, template_id: templateId });
  ctx.rows.add('askdoc_project_favourites', { ...favourite, project_id: projectId });
}

/** One project per unit of scale; returns their names. */
export function seedAskDocs(ctx: SeedContext, org: OrgSeed): string[] {
  return Array.from({ length: org.plan.scale }, (_, p) => {
    const id = uuid();
    const name = ['Contracts', 'Policies'][p] ?? `Documents ${p}`;
    ctx.rows.add('askdoc_projects', {
      id,
      org_id: org.id,
      team_id: org.teamId,
      created_by: org.owner.id,
      name,
      description: p === 0 ? 'Supplier contracts and their amendments.' : null,
      created_at: at(-25 * DAY + p),
      updated_at: at(-2 * DAY + p),
    });
    seedRoom(ctx, org, id, seedDocuments(ctx, org, id, p));
    return name;
  });
}
