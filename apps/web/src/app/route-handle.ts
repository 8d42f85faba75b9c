import { useMatches } from 'react-router';

/** What the route table says about a screen: its Spanish title (page heading and tab title). */
export type RouteHandle = { title: string };

const titleOf = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'title' in handle
    ? String((handle as RouteHandle).title)
    : undefined;

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = titleOf(matches[i]!.handle);
    if (title) return title;
  }
  return undefined;
}
