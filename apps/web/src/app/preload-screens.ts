import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

function preloadScreensIn(node: ReactNode, downloads: Promise<void>[]): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { preload } = node.type as { preload?: () => Promise<void> };
  if (preload) downloads.push(preload());
  Children.forEach(node.props.children, (child) => preloadScreensIn(child, downloads));
}

/**
 * Starts loading the code of every lazy screen the address renders (the guard, the shell, the
 * page) at once. Rendered, each would ask for its code only once the one above it had arrived and
 * rendered: on a slow line a round trip and a render for every level. Settles once all have
 * arrived or failed.
 */
export async function preloadScreens(routeTable: RouteObject[], pathname: string): Promise<void> {
  const downloads: Promise<void>[] = [];
  for (const match of matchRoutes(routeTable, pathname) ?? []) preloadScreensIn(match.route.element, downloads);
  await Promise.all(downloads);
}
