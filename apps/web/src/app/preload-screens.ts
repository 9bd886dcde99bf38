import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

function preloadScreensIn(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { preload } = node.type as { preload?: () => void };
  preload?.();
  Children.forEach(node.props.children, preloadScreensIn);
}

/**
 * Starts loading the code of every lazy screen the address renders (the guard, the shell, the
 * page) at once. Rendered, each would ask for its code only once the one above it had arrived and
 * rendered: on a slow line a round trip and a render for every level.
 */
export function preloadScreens(routeTable: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routeTable, pathname) ?? []) preloadScreensIn(match.route.element);
}
