import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from './board-keys';

/** After a change to one card from its detail: the card, the columns and the menu chip refetch. */
export const refreshAfterCardChange = (queryClient: QueryClient, enquiryId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: boardKeys.enquiry(enquiryId) }),
    queryClient.invalidateQueries({ queryKey: boardKeys.columns() }),
    queryClient.invalidateQueries({ queryKey: boardKeys.unread() }),
  ]);
