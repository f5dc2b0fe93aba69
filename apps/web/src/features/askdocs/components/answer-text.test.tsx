// @vitest-environment jsdom
import type { AskDocsCitation } from '@tabletalk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AnswerText } from './answer-text';

const handbook: AskDocsCitation = {
  documentId: 'd1',
  fileName: 'handbook.pdf',
  page: 2,
  passageId: 'pa1',
  snippet: 'Employees get 25 days of paid leave a year.',
};
const expenses: AskDocsCitation = {
  documentId: 'd2',
  fileName: 'expenses.docx',
  page: 7,
  passageId: 'pa2',
  snippet: 'Managers approve expenses up to 500 EUR.',
};

function renderAnswer(answer: string, citations: AskDocsCitation[]) {
  const onOpen = vi.fn<(citation: AskDocsCitation) => void>();
  const view = renderWithProviders(
    <AnswerText answer={answer} citations={citations} onOpenCitation={onOpen} />,
  );
  return { ...view, onOpen };
}

describe('AnswerText', () => {
  it('draws each marker as a "p. N" chip where it stands, which opens its citation', async () => {
    const { user, onOpen } = renderAnswer(
      'You get 25 days of leave. [1] Your manager approves expenses. [2] Ask HR. [1]',
      [handbook, expenses],
    );
    const answer = screen.getByTestId('answer-text');
    expect(answer).toHaveTextContent(
      'You get 25 days of leave. p. 2 Your manager approves expenses. p. 7 Ask HR. p. 2',
    );
    expect(answer).not.toHaveTextContent('[1]');
    const chips = within(answer).getAllByTestId('citation-chip');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Source 1: handbook.pdf, page 2',
      'Source 2: expenses.docx, page 7',
      'Source 1: handbook.pdf, page 2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Source 2: expenses.docx, page 7' }));
    expect(onOpen).toHaveBeenCalledWith(expenses);
  });

  it('shows "- " lines as a bulleted list, each with its chips', () => {
    renderAnswer('Leave rules:\n- 25 days a year [1]\n- Expenses need approval [2]', [
      handbook,
      expenses,
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '25 days a year p. 2',
      'Expenses need approval p. 7',
    ]);
    expect(within(items[1] as HTMLElement).getByTestId('citation-chip')).toHaveTextContent(
      /^p\. 7$/,
    );
    expect(screen.getByTestId('answer-text')).toHaveTextContent(/^Leave rules:/);
  });

  it('keeps a marker with no citation behind it as written', () => {
    renderAnswer('Leave is 25 days. [1] See also [4].', [handbook]);
    expect(screen.getByTestId('answer-text')).toHaveTextContent(
      'Leave is 25 days. p. 2 See also [4].',
    );
    expect(screen.getAllByTestId('citation-chip')).toHaveLength(1);
  });

  it('shows an answer without citations (nothing found) as plain text', () => {
    const nothing = 'I could not find anything about parking in these documents [1].';
    renderAnswer(nothing, []);
    expect(screen.getByTestId('answer-text')).toHaveTextContent(nothing);
    expect(screen.queryByTestId('citation-chip')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
