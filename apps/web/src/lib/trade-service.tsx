import type { TradeService } from '@tvcm/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export type { TradeService };

/**
 * Which trade a page of the cart-to-contract loop serves: TV slots, or the streaming (配信サービス)
 * and 1-day products (CU). The same pages serve both; the API answers the latter under `/cu`.
 */
const TradeServiceContext = createContext<TradeService>('TV');

export function TradeServiceProvider({ service, children }: { service: TradeService; children: ReactNode }) {
  return <TradeServiceContext value={service}>{children}</TradeServiceContext>;
}

/** The service of the page the caller is on (TV outside any provider). */
export function useTradeService(): TradeService {
  return useContext(TradeServiceContext);
}

/** An API path of the service: `carts` for TV, `cu/carts` for CU. */
export function servicePath(service: TradeService, path: string): string {
  return service === 'CU' ? `cu/${path}` : path;
}

/** An app page's address of the service: `/agency/cart/list` for TV, `/agency/cu/cart/list` for CU. */
export function servicePage(service: TradeService, path: string): string {
  if (service === 'TV') return path;
  const [, side, ...rest] = path.split('/');
  return ['', side, 'cu', ...rest].join('/');
}
