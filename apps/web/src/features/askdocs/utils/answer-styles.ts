import type { AskDocsAnswerStyle } from '@tabletalk/contracts';

/** How each answer style reads in the template form and list. */
export const ANSWER_STYLE_LABELS: Record<AskDocsAnswerStyle, string> = {
  concise: 'Concise',
  detailed: 'Detailed',
  bullets: 'Bullet points',
};
