// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FeedbackButtons } from './feedback-buttons';

function setup(value: 'LIKE' | 'DISLIKE' | null, isPending = false) {
  const handlers = { onLike: vi.fn(), onDislike: vi.fn(), onClear: vi.fn() };
  const view = renderWithProviders(
    <FeedbackButtons value={value} isPending={isPending} dislikeLabel="Wrong answer" {...handlers}>
      <span>extra</span>
    </FeedbackButtons>,
  );
  return { ...view, ...handlers };
}

describe('FeedbackButtons', () => {
  it('likes and dislikes when nothing is pressed', async () => {
    const { user, onLike, onDislike, onClear } = setup(null);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Wrong answer' }));
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(onDislike).toHaveBeenCalledTimes(1);
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.getByText('extra')).toBeInTheDocument();
  });

  it('clears the pressed one when pressed again', async () => {
    const { user, onLike, onClear } = setup('LIKE');
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onLike).not.toHaveBeenCalled();
  });

  it('names the dislike button "Dislike" unless told otherwise, and disables both while saving', () => {
    renderWithProviders(
      <FeedbackButtons
        value="DISLIKE"
        isPending
        onLike={vi.fn()}
        onDislike={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dislike' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
  });
});
