import { useLocation, useNavigate } from 'react-router-dom';
import { type AdminTabId, adminAddressOf, adminTabAt } from '../../common/panel-addresses';

/**
 * The sub-tab of a tab, read from the address (`/admin/<tab>/<sub-tab>`, common/panel-addresses.ts), and a
 * setter that moves to the sub-tab's own address as a new history entry, so Back returns to the one before and a
 * reload stays. An address without a sub-tab, or with one the tab does not have, shows the first.
 */
export function useSubTab<T extends string>(tab: AdminTabId, subTabs: readonly T[]): [T, (next: T) => void] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const named = adminTabAt(pathname)?.subTab;
  const current = subTabs.find((subTab) => subTab === named) ?? (subTabs[0] as T);
  const choose = (next: T) => {
    if (next !== current) navigate(adminAddressOf(tab, next));
  };
  return [current, choose];
}
