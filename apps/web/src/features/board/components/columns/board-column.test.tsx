import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { messages, type BoardStatus } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import type { BoardCommands } from '../../hooks/use-board-commands';
import type { BoardSelection } from '../../hooks/use-board-selection';
import { enquiry } from '../../testing/board-fixtures';
import { BoardColumn } from './board-column';

afterEach(() => vi.unstubAllGlobals());

const selection = { ids: new Set(), isSelected: () => false } as unknown as BoardSelection;
const commands = {} as BoardCommands;

/** One column while `dragged` is being dragged over the board. */
function renderColumnWhileDragging(status: BoardStatus, dragged: BoardCard) {
  storeSignIn(makeSignIn());
  fakeGraphQL({
    GetKanbanBoardQuestionV2: () => ({
      data: {
        getKanbanBoardQuestionV2: {
          items: [],
          meta: { currentPage: 1, itemsPerPage: 10, totalItems: 0, totalPages: 1 },
        },
      },
    }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <BoardColumn
          status={status}
          filters={{ categoryIds: [], assignedToMe: false, searchText: '' }}
          filtered={false}
          commands={commands}
          selection={selection}
          dragged={dragged}
          onOpen={() => undefined}
          fullHeight={false}
          draggable={false}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('region');
}

describe('a column while a card is dragged', () => {
  it('greys out Outstanding with the reason for an answered question', () => {
    const region = renderColumnWhileDragging(
      'outstanding',
      enquiry(1, { boardStatus: 'drafted', status: 'open' }),
    );
    expect(region).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(messages.board.notOutstandingAgain)).toBeInTheDocument();
  });

  it('greys out Outstanding for a guest question once answered', () => {
    const region = renderColumnWhileDragging(
      'outstanding',
      enquiry(1, { boardStatus: 'resolved', isGuest: true, respondedAt: '2026-03-02T00:00:00Z' }),
    );
    expect(region).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(messages.board.guestAnswered)).toBeInTheDocument();
  });

  it('takes the card in any other column', () => {
    const region = renderColumnWhileDragging(
      'resolved',
      enquiry(1, { boardStatus: 'drafted', status: 'open' }),
    );
    expect(region).not.toHaveAttribute('aria-disabled');
  });
});
