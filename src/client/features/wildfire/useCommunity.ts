import { useSearchParams } from 'react-router-dom';
import { COMMUNITIES, type CommunityId } from '../../../common/constants';

/** The chosen community lives in `?community=` so a tab can be linked; anything unknown means the first one. */
export function useCommunity() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('community');
  const community = COMMUNITIES.find((c) => c.id === requested) ?? COMMUNITIES[0];
  const select = (id: CommunityId) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('community', id);
        return next;
      },
      // Switching tabs is not navigation: keep one history entry and the reader's scroll position.
      { replace: true, preventScrollReset: true },
    );
  };
  return { community, select };
}
